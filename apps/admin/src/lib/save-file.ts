/**
 * Saves a file the console downloaded (an export) under `name`, as the browser saves a link's
 * download: an object address for the blob, a click on a link to it, then the address let go.
 */
export function saveFile(blob: Blob, name: string) {
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = name;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file once the click's task is done; a minute leaves it ample time.
  setTimeout(() => URL.revokeObjectURL(href), 60_000);
}
