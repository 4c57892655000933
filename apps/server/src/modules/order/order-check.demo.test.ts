/**
 * Issue 40 point 6 on the demo company, as the demo dealer met it: 9 sliding gates were promised a delivery date and
 * then refused by Create ("MS Channel 5x2 14G needed 45, available 40"); 300 ventilator grills showed "26.5 free" and
 * were refused with "available 70". The check now answers create's own figures and no promise for either.
 */
import { describe, expect, it } from 'vitest';
import { useDemoTestApp } from '../../../test/seeded-demo';

const demo = useDemoTestApp();

async function productNamed(name: string): Promise<number> {
  const found = await demo.t.call('GET', `/store/product/?search=${encodeURIComponent(name)}`, { as: 'dealer' });
  return (found.body.results as Array<{ id: number; name: string }>).find((p) => p.name === name)!.id;
}

describe('the demo dealer orders more than the store holds', () => {
  for (const [name, quantity] of [['Sliding Gate 400x180', 9], ['Ventilator Grill 60x60', 300]] as const) {
    it(`${quantity} x ${name}: the form's check shows create's refusal, figure for figure, and no date`, async () => {
      const body = { orderitem: [{ product: await productNamed(name), quantity, material: 'MS' }] };
      const checked = await demo.t.call('POST', '/order/check/', { as: 'dealer', body });
      const promised = await demo.t.call('POST', '/order/promise/', { as: 'dealer', body });
      const created = await demo.t.call('POST', '/order/order/', { as: 'dealer', body });

      expect(created.status).toBe(400);
      expect(created.body.error_message).toBe('No Stocks Available');
      expect(checked.status).toBe(200);
      expect(checked.body.shortages).toEqual(created.body.shortages);
      expect(checked.body.shortages.length).toBeGreaterThan(0);
      expect(checked.body.promise).toBeNull();
      expect(promised).toEqual(expect.objectContaining({ status: 400, body: created.body }));
    });
  }
});
