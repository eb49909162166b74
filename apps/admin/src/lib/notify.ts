/**
 * Error and success messages from code outside React (the request client). The app's root mounts a
 * bridge that points these at antd's `App.useApp().message`, so messages follow the theme and locale.
 */
export interface Notifier {
  error(text: string): void;
  success(text: string): void;
  warning(text: string): void;
}

let impl: Notifier = {
  error: (text) => console.error(text),
  success: () => {},
  warning: (text) => console.warn(text),
};

export function setNotifier(next: Notifier) {
  impl = next;
}

export const notify: Notifier = {
  error: (text) => impl.error(text),
  success: (text) => impl.success(text),
  warning: (text) => impl.warning(text),
};
