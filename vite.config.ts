import { reactRouter } from '@react-router/dev/vite'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig } from 'vite'

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  resolve: { tsconfigPaths: true },
  // Bundled into the server build, so it carries only the icons in use: loading the whole icon package
  // at start-up took about 0.2 s of the cold start.
  ssr: { noExternal: ['lucide-react'] },
  environments: {
    // The server bundle's entry is our own Express launcher, which embeds the React Router handler.
    ssr: { build: { rollupOptions: { input: './server/main.ts' } } },
    client: {
      build: {
        rolldownOptions: {
          output: {
            // A few cacheable chunks instead of one request per icon and helper: on a phone
            // network every extra request delays the first paint.
            codeSplitting: {
              groups: [
                { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/, priority: 20 },
                { name: 'icons', test: /node_modules[\\/]lucide-react[\\/]/, priority: 10 },
              ],
            },
          },
        },
      },
    },
  },
})
