/**
 * The paper a printed sheet asks for (`size` and `margin` of CSS `@page`), only while its screen is shown. An `@page`
 * rule in a sheet's CSS file stays in the document once that file has loaded, so the sheet visited last would set the
 * paper of every later print (an order sheet printed after a work order came out landscape); a style element leaves
 * with its screen.
 */
export function PrintPage({ size, margin }: { size: string; margin: string }) {
  return <style>{`@media print { @page { size: ${size}; margin: ${margin}; } }`}</style>;
}
