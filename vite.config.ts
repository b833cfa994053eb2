import { reactRouter } from '@react-router/dev/vite'
import tailwindcss from '@tailwindcss/vite'
import { type Plugin, defineConfig } from 'vite'

/** In the browser, React's API is served by Preact's compatibility layer (ADR 013); the server keeps React. */
const BROWSER_REACT: Record<string, string> = {
  react: 'preact/compat',
  'react-dom': 'preact/compat',
  'react-dom/client': 'preact/compat/client',
  'react/jsx-runtime': 'preact/compat/jsx-runtime',
  'react/jsx-dev-runtime': 'preact/compat/jsx-dev-runtime',
}

function reactInTheBrowserIsPreact(): Plugin {
  return {
    name: 'react-in-the-browser-is-preact',
    enforce: 'pre',
    applyToEnvironment: (environment) => environment.name === 'client',
    resolveId(source, importer, options) {
      const target = BROWSER_REACT[source]
      return target ? this.resolve(target, importer, { ...options, skipSelf: true }) : null
    },
  }
}

export default defineConfig({
  plugins: [reactInTheBrowserIsPreact(), tailwindcss(), reactRouter()],
  resolve: { tsconfigPaths: true },
  // Bundled into the server build, so it carries only the icons in use: loading the whole icon package
  // at start-up took about 0.2 s of the cold start.
  ssr: { noExternal: ['lucide-react'] },
  environments: {
    // The server bundle's entry is our own Express launcher, which embeds the React Router handler.
    ssr: { build: { rollupOptions: { input: './server/main.ts' } } },
    client: {
      // The development server pre-bundles dependencies (React Router among them) without the plugins
      // above, so the same mapping is given to the pre-bundler.
      optimizeDeps: { rolldownOptions: { plugins: [reactInTheBrowserIsPreact()] } },
      build: {
        rolldownOptions: {
          output: {
            // A few cacheable chunks instead of one request per icon and helper: on a phone
            // network every extra request delays the first paint.
            codeSplitting: {
              groups: [
                { name: 'react', test: /node_modules[\\/](preact|react-router)[\\/]/, priority: 20 },
                { name: 'icons', test: /node_modules[\\/]lucide-react[\\/]/, priority: 10 },
              ],
            },
          },
        },
      },
    },
  },
})
