import type { Plugin } from 'vite';

/** A module of Preact or of one of its compat packages, by its path in node_modules. */
const PREACT_MODULE = /[\\/]node_modules[\\/](preact|@preact[\\/][^\\/]+)[\\/]/;
const REACT_DOM_MODULE = /[\\/]node_modules[\\/]react-dom[\\/]/;

/**
 * A Vite plugin for the apps' builds: the product runs on React and React DOM (the brief names the
 * stack), so a build fails when anything puts a look-alike in their place — Preact or its compat layer
 * in the module graph (an alias, a dependency that brings it), or a bundle without React DOM itself.
 */
export function reactOnly(): Plugin {
  return {
    name: 'mcc-react-only',
    apply: 'build',
    buildEnd(error) {
      if (error) return;
      const ids = [...this.getModuleIds()];
      const preact = ids.filter((id) => PREACT_MODULE.test(id));
      if (preact.length > 0)
        this.error(`the build bundles Preact in place of React: ${preact.slice(0, 3).join(', ')}`);
      if (!ids.some((id) => REACT_DOM_MODULE.test(id)))
        this.error('the build does not bundle react-dom: something stands in for React DOM');
    },
  };
}
