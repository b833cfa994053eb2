import fs from 'node:fs'
import js from '@eslint/js'
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript'
import importX from 'eslint-plugin-import-x'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

const features = fs.readdirSync(new URL('app/features', import.meta.url), { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name)

/**
 * The layers (README, "Architecture"): contract/ is the bottom and imports only libraries; core/
 * holds the rules both sides use and imports only contract/; server/ never reaches into app/ but
 * for the React Router load context it hands to loaders, and of app/ only `.server` modules reach
 * into server/; a feature never imports another feature.
 */
const layerZones = [
  { target: './contract', from: ['./app', './server', './core'], message: 'contract/ imports only libraries.' },
  { target: './core', from: ['./app', './server'], message: 'core/ imports only contract/ and libraries.' },
  {
    target: './server',
    from: './app',
    except: ['./lib/server-context.ts'],
    message: 'server/ imports nothing from app/ but the load-context seam (app/lib/server-context.ts); shared rules live in core/.',
  },
  {
    // Modules that may reach the browser: only `.server` modules, the load-context seam and tests of app/ talk to server/.
    target: ['./app/**/!(*.server|*.test|server-context).ts', './app/**/!(*.server|*.test).tsx'],
    from: './server',
    message: 'Only .server modules of app/ import from server/ (through the load context); browser code uses contract/ and core/.',
  },
  ...features.map((feature) => ({
    target: `./app/features/${feature}`,
    from: './app/features',
    except: [`./${feature}`],
    message: 'A feature never imports another feature: compose them in a route.',
  })),
]

export default tseslint.config(
  { ignores: ['build/', '.react-router/', 'node_modules/', 'test-results/', 'playwright-report/', 'data/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      // Icons are looked up from static maps of imported components (iconFor(name)), which this
      // rule cannot tell apart from components created during render.
      'react-hooks/static-components': 'off',
    },
  },
  {
    files: ['app/**/*.{ts,tsx}', 'core/**/*.ts', 'server/**/*.ts', 'contract/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })] },
    rules: { 'import-x/no-restricted-paths': ['error', { zones: layerZones }] },
  },
)
