import { unstableSetRender } from 'antd-mobile';
import { createRoot } from 'react-dom/client';

/** antd-mobile renders Toast and Dialog imperatively; on React 19 it needs createRoot, or they silently do nothing. */
export function installAntdRender() {
  unstableSetRender((node, container) => {
    const holder = container as Element & { _reactRoot?: ReturnType<typeof createRoot> };
    const root = holder._reactRoot ?? createRoot(container);
    holder._reactRoot = root;
    root.render(node);
    return async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
      root.unmount();
    };
  });
}
