import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PrintPage } from './print-page';

const pageRules = () => [...document.querySelectorAll('style')].map((s) => s.textContent ?? '').filter((t) => t.includes('@page'));

describe('PrintPage', () => {
  it('asks for its paper only while its screen is shown, so the next sheet prints on its own paper', () => {
    const workOrder = render(<PrintPage size="A4 landscape" margin="8mm" />);
    expect(pageRules()).toEqual(['@media print { @page { size: A4 landscape; margin: 8mm; } }']);
    workOrder.unmount();
    const order = render(<PrintPage size="A4" margin="12mm" />);
    expect(pageRules()).toEqual(['@media print { @page { size: A4; margin: 12mm; } }']);
    order.unmount();
    expect(pageRules()).toEqual([]);
  });

  it("sets the sheet's type size and cell padding on paper when asked", () => {
    render(<PrintPage size="A4" margin="10mm" fontSize="9.5pt" cellPadding="3px 5px" />);
    expect(pageRules()).toEqual([
      '@media print { @page { size: A4; margin: 10mm; } .print-sheet { font-size: 9.5pt; } .print-sheet th, .print-sheet td { padding: 3px 5px; } }',
    ]);
  });
});
