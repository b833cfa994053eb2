import { reactRouter } from '@react-router/dev/vite'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig } from 'vite'

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  resolve: { tsconfigPaths: true },
  // Kept in build/*/.vite/ (never served: dot folders are not): the API tests find the server build's app and
  // pages chunks by their source names, to render pages as the production server does without compiling them again.
  build: { manifest: true },
  // Bundled into the server build, so it carries only the icons in use: loading the whole icon package
  // at start-up took about 0.2 s of the cold start.
  ssr: { noExternal: ['lucide-react'] },
  environments: {
    // The server bundle's entry is our own Express launcher, which embeds the React Router handler.
    ssr: { build: { rollupOptions: { input: './server/bundle-entry.ts' } } },
    client: {
      build: {
        rolldownOptions: {
          output: {
            // A few cacheable chunks instead of one request per component and helper: a phone opens only
            // a handful of connections, so every extra file costs a round trip before the page hydrates.
            // `$initial` keeps code that is loaded on demand (chat, booking steps, ROI results) out of them.
            codeSplitting: {
              groups: [
                { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/, priority: 20 },
                { name: 'icons', test: /node_modules[\\/]lucide-react[\\/]/, tags: ['$initial'], priority: 10 },
                // The UI kit and helpers that the pages load with them.
                { name: 'site', test: /[\\/]app[\\/](components|lib)[\\/]/, tags: ['$initial'], priority: 5 },
                // Public sections that the home page shares with another page (pricing plans, service cards,
                // the contact form, ...). Booking and chat stay out: their steps and zod load on demand.
                { name: 'public', test: /[\\/]app[\\/]features[\\/](?!admin[\\/]|booking[\\/]|chat[\\/])/, tags: ['$initial'], minShareCount: 2, priority: 4 },
              ],
            },
          },
        },
      },
    },
  },
})
