import { reactRouter } from '@react-router/dev/vite'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig } from 'vite'

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  resolve: { tsconfigPaths: true },
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
