import { describe, expect, it } from 'vitest';
import { routeChunkNamer } from './route-chunks';
import type { ModuleGraph } from './route-chunks';

/** A module graph from "module → its static imports". */
function graphOf(imports: Record<string, string[]>): ModuleGraph {
  return {
    getModuleInfo: (id) => (id in imports ? { importedIds: imports[id] ?? [] } : null),
  };
}

const GRAPH = graphOf({
  '/app/main.tsx': ['/nm/react/index.js', '/app/router.tsx'],
  '/app/router.tsx': ['/nm/react/index.js'],
  '/app/Login.tsx': ['/nm/mui/TextField.js', '/app/form.ts', '/pkg/contracts/index.ts'],
  '/app/Wizard.tsx': ['/nm/mui/TextField.js', '/nm/mui/Stepper.js', '/app/form.ts', '/app/wizard-state.ts'],
  '/app/Dashboard.tsx': ['/app/wizard-state.ts', '/nm/mui/Card.js'],
  '/app/form.ts': ['/nm/react/index.js'],
  '/app/wizard-state.ts': ['/pkg/engine/index.ts'],
  '/nm/mui/TextField.js': ['/nm/mui/Input.js'],
  '/nm/mui/Stepper.js': [],
  '/nm/mui/Input.js': [],
  '/nm/mui/Card.js': [],
  // A workspace barrel reaches everything; the reach stops there.
  '/pkg/contracts/index.ts': ['/pkg/contracts/auth.ts', '/nm/zod/index.js'],
  '/pkg/engine/index.ts': ['/pkg/engine/solver.ts', '/app/engine-only.ts'],
  '/app/engine-only.ts': [],
});

const namer = routeChunkNamer({
  entry: '/app/main.tsx',
  screens: { login: '/app/Login.tsx', wizard: '/app/Wizard.tsx', dashboard: '/app/Dashboard.tsx' },
  groups: [
    { name: 'sign-in', reachedBy: ['login'] },
    { name: 'app-common', reachedBy: ['wizard', 'dashboard'] },
    { name: 'diet-wizard', reachedBy: ['wizard'] },
  ],
  isLibrary: (id) => id.startsWith('/nm/'),
  isApp: (id) => id.startsWith('/app/'),
  isOwnChunk: (id) => id === '/app/Dashboard.tsx' || id === '/app/Login.tsx',
});
const nameOf = (id: string) => namer(id, GRAPH);

describe('routeChunkNamer', () => {
  it('leaves the entry’s own app modules alone', () => {
    expect(nameOf('/app/main.tsx')).toBeNull();
    expect(nameOf('/app/router.tsx')).toBeNull();
  });

  it('names a library the entry’s closure reaches as any other (the build’s initial groups take it first)', () => {
    // Reached by the entry, and by the sign-in form through form.ts: in the build the `vendor` group, tried
    // first, takes it when the entry really loads it; when tree-shaking left it out of the entry's chunks, it
    // goes to the group of the screens that reach it rather than to whichever group imports it first.
    expect(nameOf('/nm/react/index.js')).toBe('sign-in');
  });

  it('puts a library in the first group whose screens reach it, through other libraries too', () => {
    expect(nameOf('/nm/mui/TextField.js')).toBe('sign-in');
    expect(nameOf('/nm/mui/Input.js')).toBe('sign-in');
    expect(nameOf('/nm/mui/Stepper.js')).toBe('diet-wizard');
  });

  it('needs every listed screen to reach an app module', () => {
    expect(nameOf('/app/form.ts')).toBe('sign-in');
    expect(nameOf('/app/wizard-state.ts')).toBe('app-common');
    expect(nameOf('/app/Wizard.tsx')).toBe('diet-wizard');
  });

  it('leaves a module kept apart in its own chunk', () => {
    expect(nameOf('/app/Login.tsx')).toBeNull();
  });

  it('does not follow workspace barrels, and leaves unreached modules to rolldown', () => {
    expect(nameOf('/app/engine-only.ts')).toBeNull();
    expect(nameOf('/nm/zod/index.js')).toBeNull();
    expect(nameOf('/pkg/contracts/auth.ts')).toBeNull();
    // Reached by the dashboard alone (no group of its own).
    expect(nameOf('/nm/mui/Card.js')).toBeNull();
    expect(nameOf('/app/Dashboard.tsx')).toBeNull();
  });

  it('takes a list of labels in reachedBy as any one of them', () => {
    const withShared = routeChunkNamer({
      entry: '/app/main.tsx',
      screens: { login: '/app/Login.tsx', wizard: '/app/Wizard.tsx', dashboard: '/app/Dashboard.tsx' },
      groups: [
        { name: 'forms', reachedBy: ['login', ['wizard', 'dashboard']] },
        { name: 'sign-in', reachedBy: ['login'] },
      ],
      isLibrary: (id) => id.startsWith('/nm/'),
      isApp: (id) => id.startsWith('/app/'),
    });
    // The sign-in form and the wizard both reach the text field and the form helper; the contracts' barrel
    // is not followed, so nothing else is shared.
    expect(withShared('/nm/mui/TextField.js', GRAPH)).toBe('forms');
    expect(withShared('/nm/mui/Input.js', GRAPH)).toBe('forms');
    expect(withShared('/app/form.ts', GRAPH)).toBe('forms');
    expect(withShared('/app/Login.tsx', GRAPH)).toBe('sign-in');
    expect(withShared('/nm/mui/Stepper.js', GRAPH)).toBeNull();
  });
  it('does not follow a library package’s root barrel from a screen (its unused modules would look reached)', () => {
    const barrel = '/x/node_modules/@mui/system/index.mjs';
    const graph = graphOf({
      '/app/main.tsx': [],
      '/app/Login.tsx': ['/x/node_modules/@mui/material/Stack/Stack.mjs'],
      '/x/node_modules/@mui/material/Stack/Stack.mjs': [barrel],
      [barrel]: [
        '/x/node_modules/@mui/system/Stack/createStack.mjs',
        '/x/node_modules/@mui/system/Grid/Grid.mjs',
      ],
      '/x/node_modules/@mui/system/Stack/createStack.mjs': [],
      '/x/node_modules/@mui/system/Grid/Grid.mjs': [],
    });
    const withBarrel = routeChunkNamer({
      entry: '/app/main.tsx',
      screens: { login: '/app/Login.tsx' },
      groups: [{ name: 'sign-in', reachedBy: ['login'] }],
      isLibrary: (id) => id.includes('/node_modules/'),
      isApp: (id) => id.startsWith('/app/'),
    });
    expect(withBarrel('/x/node_modules/@mui/material/Stack/Stack.mjs', graph)).toBe('sign-in');
    // Left to rolldown: the module that imports one of them takes what it uses into its own chunk.
    expect(withBarrel('/x/node_modules/@mui/system/Grid/Grid.mjs', graph)).toBeNull();
    expect(withBarrel(barrel, graph)).toBeNull();
  });
});
