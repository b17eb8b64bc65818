/**
 * Saves CSV text as a file through the browser's download: a byte-order mark first so spreadsheet
 * programs read the UTF-8 names (Thai, Chinese, Vietnamese) correctly. The object URL is released
 * once the click has been handed to the browser.
 */
export function downloadCsv(fileName: string, csv: string): void {
  const blob = new Blob(['\uFEFF', csv], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName.endsWith('.csv') ? fileName : `${fileName}.csv`;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
