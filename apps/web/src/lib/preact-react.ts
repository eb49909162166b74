/**
 * What the app and its libraries get for `react` (aliased in vite.config.ts): Preact's compat layer,
 * with the two things of React 19 that it lacks and that the app's libraries rely on.
 */
import { options } from 'preact';

// @ts-expect-error compat's types are React's `export =` shape; the module itself is ES with named exports.
export * from 'preact/compat';
export { default } from 'preact/compat';

// React turns every key into a string; Preact keeps it as given. antd-mobile's Tabs, CapsuleTabs,
// JumboTabs, TabBar, SideBar and Collapse skip a child whose key is not a string: `key={id}` left a
// tab bar empty.
const nextVNodeHook = options.vnode;
options.vnode = (vnode) => {
  if (typeof vnode.key === 'number') vnode.key = String(vnode.key);
  nextVNodeHook?.(vnode);
};

const ignore = (_action: unknown) => {};

/**
 * React shows the optimistic state only while a transition is pending. Preact has no concurrent
 * transitions (its startTransition runs the callback at once), so none is ever pending and the state
 * passed in is what React would show too. react-router's RouterProvider calls this hook and sets an
 * optimistic state only when given `useTransitions` (this app does not), so the setter has nothing to do.
 */
export function useOptimistic<S>(passthrough: S): [S, typeof ignore] {
  return [passthrough, ignore];
}
