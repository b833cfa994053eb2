/**
 * Waits until the browser reports the first contentful paint, then one more frame. Waiting for one
 * frame alone was not enough: the paint is reported a little after that frame, so on some loads the
 * scripts were already downloading before it, and a phone network's share went to them, not the page.
 * Without paint timing, or when no paint is reported within 3 s (a tab opened in the background), it
 * goes on after one frame or the timeout.
 */
const AFTER_FIRST_CONTENTFUL_PAINT = `await new Promise((resolve) => {
  const go = () => requestAnimationFrame(() => setTimeout(resolve, 0));
  if (!(PerformanceObserver.supportedEntryTypes || []).includes("paint")) return go();
  const timer = setTimeout(go, 3000);
  const observer = new PerformanceObserver((list) => {
    if (list.getEntriesByName("first-contentful-paint").length === 0) return;
    observer.disconnect(); clearTimeout(timer); go();
  });
  observer.observe({ type: "paint", buffered: true });
});`

/**
 * Starts the page's JavaScript after the first paint instead of alongside it.
 *
 * The server HTML is complete and usable on its own; on a slow phone the ~160 KB of scripts that
 * hydrate it would otherwise compete with the document for the network and delay the first paint.
 * This rewrites React Router's bootstrap (React Router 7.18, pinned):
 * - the <link rel="modulepreload"> tags leave the head;
 * - the inline module that imports the route modules waits for the first contentful paint, adds the
 *   same preloads, and imports the same modules dynamically.
 * The script keeps its CSP nonce; nothing else in the page changes. Returns the HTML unchanged when
 * the bootstrap is not in the expected shape.
 */
export function deferHydrationUntilFirstPaint(html: string): string {
  const bootstrap = html.match(/<script nonce="([^"]*)" type="module" async="">([\s\S]*?)<\/script>/)
  if (!bootstrap) return html
  const [tag, nonce, code] = bootstrap as unknown as [string, string, string]
  const staticImports = [...code.matchAll(/import \* as (route\d+) from "([^"]+)";/g)]
  const entryImport = code.match(/import\("([^"]+)"\);\s*$/)
  if (staticImports.length === 0 || !entryImport) return html

  const preloads = [...html.matchAll(/<link rel="modulepreload" href="([^"]+)"[^>]*\/>/g)].map((match) => match[1]!)
  const body = code
    .replace(/import \* as route\d+ from "[^"]+";/g, '')
    .replace(/import\("[^"]+"\);\s*$/, '')
    .replace(/^\s*;/, '')

  const deferred = [
    AFTER_FIRST_CONTENTFUL_PAINT,
    `for (const href of ${JSON.stringify(preloads)}) { const link = document.createElement("link"); link.rel = "modulepreload"; link.href = href; document.head.append(link); }`,
    `const [${staticImports.map((match) => match[1]).join(', ')}] = await Promise.all([${staticImports.map((match) => `import(${JSON.stringify(match[2])})`).join(', ')}]);`,
    body.trim(),
    `import(${JSON.stringify(entryImport[1])});`,
  ].join('\n')

  return html
    .replace(/<link rel="modulepreload" href="[^"]+"[^>]*\/>/g, '')
    .replace(tag, `<script nonce="${nonce}" type="module">${deferred}</script>`)
}
