import 'react-dom'

// React DOM 19.3 passes `fetchPriority` from `preloadModule` on to the <link rel="modulepreload"> it
// writes (facebook/react#36835); @types/react-dom 19.3.0 does not list the option yet.
declare module 'react-dom' {
  interface PreloadModuleOptions {
    fetchPriority?: 'high' | 'low' | 'auto' | undefined
  }
}
