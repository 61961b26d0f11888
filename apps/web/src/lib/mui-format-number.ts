// MUI's locale/utils/buildFormatNumber, with its Intl format made at first use (vite.config.ts points MUI's import
// here). MUI's makes it as the module loads, and TablePagination's module does so for 'en-US': the first Intl
// format a page makes loads the browser's locale data, 120 ms on a phone (4x CPU slowdown) in the evaluation of My
// Orders' code, whose label never used it (docs/performance-log.md).
export default function buildFormatNumber(locale: string): (value: number) => string {
  let formatter: Intl.NumberFormat | null | undefined;
  return (value) => {
    if (!Number.isFinite(value)) return String(value);
    if (formatter === undefined) {
      try {
        formatter = new Intl.NumberFormat(locale);
      } catch {
        formatter = null;
      }
    }
    return formatter ? formatter.format(value) : String(value);
  };
}
