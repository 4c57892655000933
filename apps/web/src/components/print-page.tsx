import './print-sheet.css';

type PrintPageProps = {
  /** CSS `@page` size and margin: "A4", "A4 landscape"; "12mm". */
  size: string;
  margin: string;
  /** The sheet's type size and table cell padding on paper (its screen keeps Mantine's). */
  fontSize?: string;
  cellPadding?: string;
};

/**
 * How a printed sheet (the element with class print-sheet, print-sheet.css) comes out: its paper, type size and cell
 * padding, only while its screen is shown. An `@page` rule in a sheet's CSS file stays in the document once that file
 * has loaded, so the sheet visited last would set the paper of every later print (an order sheet printed after a work
 * order came out landscape); a style element leaves with its screen.
 */
export function PrintPage({ size, margin, fontSize, cellPadding }: PrintPageProps) {
  const rules = [
    `@page { size: ${size}; margin: ${margin}; }`,
    fontSize && `.print-sheet { font-size: ${fontSize}; }`,
    cellPadding && `.print-sheet th, .print-sheet td { padding: ${cellPadding}; }`,
  ];
  return <style>{`@media print { ${rules.filter(Boolean).join(' ')} }`}</style>;
}
