import { inArray } from 'drizzle-orm';
import sharp from 'sharp';
import { composeProductName, type Perticular } from '@steelworks/contract/product';
import type { AppContext } from '../../lib/context';
import { fileStoreFor, saveImage } from '../../lib/files';
import { storeItems } from '../store/store.table';
import { IMAGE_FOLDER } from './product-rows';
import { productOtherCosts, productRawMaterials, products } from './product.table';

type Kind = 'door' | 'window' | 'security' | 'gate' | 'grill';
type DemoProduct = {
  serial: string;
  kind: Kind;
  name?: string;
  channel: string;
  guage: number;
  width: number;
  height: number;
  perticular?: Perticular;
  cols?: number;
  profit: string;
  description: string;
  bom: [string, string][];
  other: [string, string][];
};

const paint: [string, string][] = [
  ['Red Oxide Primer', '0.5'],
  ['Enamel Paint Black', '0.5'],
  ['Thinner', '0.25'],
];
const consumables: [string, string][] = [
  ['Welding Rod 2.5mm E6013', '0.5'],
  ['Grinding Disc 4 inch', '1'],
];

/** Door frames, window frames, security doors, gates and grills, with their bills of materials and other costs. */
const DEMO_PRODUCTS: DemoProduct[] = [
  { serial: 'LH - 1001', kind: 'door', channel: '4x2', guage: 16, width: 90, height: 210, profit: '18', description: 'Standard main door frame, single rebate.', bom: [['MS Channel 4x2 16G', '1.5'], ['Butt Hinge 4 inch', '3'], ['Anchor Fastener 10mm', '6'], ...paint, ...consumables], other: [['Fabrication labour', '450'], ['Transport', '120']] },
  { serial: 'LH - 1002', kind: 'door', channel: '4x2', guage: 18, width: 80, height: 210, profit: '15', description: 'Bedroom door frame, lighter gauge.', bom: [['MS Channel 4x2 18G', '1.5'], ['Butt Hinge 4 inch', '3'], ['Anchor Fastener 10mm', '6'], ...paint, ...consumables], other: [['Fabrication labour', '400']] },
  { serial: 'LH - 1003', kind: 'door', channel: '3x1.5', guage: 16, width: 75, height: 200, profit: '15', description: 'Bathroom door frame.', bom: [['MS Channel 3x1.5 16G', '1.4'], ['Butt Hinge 4 inch', '2'], ['Anchor Fastener 10mm', '4'], ...paint, ...consumables], other: [['Fabrication labour', '350']] },
  { serial: 'LH - 1004', kind: 'door', channel: '5x2', guage: 14, width: 120, height: 240, profit: '20', description: 'Double-leaf entrance frame, heavy channel.', bom: [['MS Channel 5x2 14G', '2'], ['Butt Hinge 5 inch Heavy', '6'], ['Anchor Fastener 10mm', '10'], ['Red Oxide Primer', '1'], ['Enamel Paint Black', '1'], ['Welding Rod 3.15mm E6013', '1'], ['Grinding Disc 4 inch', '2']], other: [['Fabrication labour', '750'], ['Transport', '200']] },
  { serial: 'LH - 1005', kind: 'door', channel: '4x2', guage: 16, width: 100, height: 210, profit: '18', description: 'Kitchen door frame with stopper.', bom: [['MS Channel 4x2 16G', '1.6'], ['Butt Hinge 4 inch', '3'], ['Door Stopper', '1'], ['Anchor Fastener 10mm', '6'], ...paint, ...consumables], other: [['Fabrication labour', '450']] },
  { serial: 'LH - 1101', kind: 'window', channel: '3x1.5', guage: 18, width: 120, height: 120, perticular: 'W', cols: 2, profit: '20', description: 'Two-column window frame with glass.', bom: [['MS Channel 3x1.5 16G', '1.2'], ['Plain Glass 4mm', '15.5'], ['Glazing Rubber Beading', '9'], ['Tower Bolt 6 inch', '2'], ...paint, ...consumables], other: [['Fabrication labour', '380'], ['Glass fitting', '150']] },
  { serial: 'LH - 1102', kind: 'window', channel: '3x1.5', guage: 16, width: 150, height: 120, perticular: 'FW', cols: 3, profit: '20', description: 'Three-column fixed window.', bom: [['MS Channel 3x1.5 16G', '1.5'], ['Plain Glass 4mm', '19.4'], ['Glazing Rubber Beading', '11'], ...paint, ...consumables], other: [['Fabrication labour', '420'], ['Glass fitting', '180']] },
  { serial: 'LH - 1103', kind: 'window', channel: '3x1.5', guage: 16, width: 60, height: 60, perticular: 'V', cols: 1, profit: '25', description: 'Ventilator with frosted glass.', bom: [['MS Channel 3x1.5 16G', '0.5'], ['Frosted Glass 5mm', '3.9'], ['Glazing Rubber Beading', '3'], ['Red Oxide Primer', '0.2'], ['Enamel Paint Grey', '0.2']], other: [['Fabrication labour', '150']] },
  { serial: 'LH - 1104', kind: 'window', channel: '4x2', guage: 16, width: 180, height: 135, perticular: 'KW', cols: 4, profit: '18', description: 'Kitchen window, four columns.', bom: [['MS Channel 4x2 16G', '1.8'], ['Plain Glass 4mm', '26.2'], ['Glazing Rubber Beading', '14'], ['Tower Bolt 6 inch', '4'], ...paint, ...consumables], other: [['Fabrication labour', '520'], ['Glass fitting', '220']] },
  { serial: 'LH - 1105', kind: 'window', channel: '3x1.5', guage: 18, width: 90, height: 120, perticular: 'W', cols: 2, profit: '20', description: 'Bedroom window frame.', bom: [['MS Channel 3x1.5 18G', '1'], ['Plain Glass 4mm', '11.6'], ['Glazing Rubber Beading', '7'], ...paint], other: [['Fabrication labour', '320']] },
  { serial: 'LH - 1201', kind: 'security', channel: '4x2', guage: 16, width: 90, height: 210, profit: '22', description: 'Security door with square-pipe grill and sheet bottom.', bom: [['MS Channel 4x2 16G', '1.5'], ['MS Square Pipe 1 inch 18G', '2'], ['MS Sheet 18G 4x8', '0.5'], ['Pivot Hinge Security Door', '2'], ['Mortise Lock Godrej', '1'], ['Door Handle SS 8 inch', '1'], ...paint, ...consumables], other: [['Fabrication labour', '1200'], ['Transport', '200']] },
  { serial: 'LH - 1202', kind: 'security', channel: '4x2', guage: 16, width: 100, height: 210, profit: '22', description: 'Security door with flat-bar diamond grill.', bom: [['MS Channel 4x2 16G', '1.6'], ['MS Flat Bar 25x5', '3'], ['Butt Hinge 5 inch Heavy', '4'], ['Mortise Lock Godrej', '1'], ['Door Handle SS 8 inch', '1'], ...paint, ...consumables], other: [['Fabrication labour', '1300']] },
  { serial: 'LH - 1203', kind: 'security', channel: '5x2', guage: 14, width: 120, height: 220, profit: '25', description: 'Heavy security door, full sheet.', bom: [['MS Channel 5x2 14G', '2'], ['MS Sheet 18G 4x8', '1'], ['Butt Hinge 5 inch Heavy', '4'], ['Mortise Lock Godrej', '1'], ['Tower Bolt 10 inch', '2'], ['Red Oxide Primer', '1'], ['Enamel Paint Grey', '1'], ['Welding Rod 3.15mm E6013', '1.5']], other: [['Fabrication labour', '1650'], ['Transport', '250']] },
  { serial: 'LH - 1301', kind: 'gate', name: 'Main Gate Double Leaf 300x180', channel: '5x2', guage: 14, width: 300, height: 180, profit: '20', description: 'Compound gate, two leaves with round bars.', bom: [['MS Channel 5x2 14G', '4'], ['MS Round Bar 12mm', '8'], ['MS Flat Bar 25x5', '3'], ['Butt Hinge 5 inch Heavy', '6'], ['Tower Bolt 10 inch', '2'], ['Padlock Hasp and Staple', '1'], ['Red Oxide Primer', '2'], ['Enamel Paint Black', '2'], ['Welding Rod 3.15mm E6013', '3'], ['Grinding Disc 4 inch', '4'], ['Cutting Wheel 14 inch', '1']], other: [['Fabrication labour', '3500'], ['Transport', '600']] },
  { serial: 'LH - 1302', kind: 'gate', name: 'Wicket Gate 100x180', channel: '4x2', guage: 16, width: 100, height: 180, profit: '20', description: 'Pedestrian gate with round bars.', bom: [['MS Channel 4x2 16G', '1.5'], ['MS Round Bar 12mm', '3'], ['Butt Hinge 5 inch Heavy', '3'], ['Padlock Hasp and Staple', '1'], ...paint, ...consumables], other: [['Fabrication labour', '1100']] },
  { serial: 'LH - 1303', kind: 'gate', name: 'Sliding Gate 400x180', channel: '5x2', guage: 14, width: 400, height: 180, profit: '18', description: 'Sliding gate with square pipes and GI sheet.', bom: [['MS Channel 5x2 14G', '5'], ['MS Square Pipe 1 inch 18G', '10'], ['GI Sheet 22G 4x8', '2'], ['Padlock Hasp and Staple', '1'], ['Red Oxide Primer', '2.5'], ['Enamel Paint Grey', '2.5'], ['Welding Rod 3.15mm E6013', '4'], ['Cutting Wheel 14 inch', '1']], other: [['Fabrication labour', '4800'], ['Transport', '800'], ['Rail and rollers', '2400']] },
  { serial: 'LH - 1401', kind: 'grill', name: 'Window Grill Square 120x120', channel: '3x1.5', guage: 18, width: 120, height: 120, perticular: 'W', cols: 2, profit: '25', description: 'Square-pipe window grill.', bom: [['MS Square Pipe 1 inch 18G', '2'], ['MS Flat Bar 25x5', '1'], ['Anchor Fastener 10mm', '4'], ...paint, ...consumables], other: [['Fabrication labour', '450']] },
  { serial: 'LH - 1402', kind: 'grill', name: 'Window Grill Round Bar 150x120', channel: '3x1.5', guage: 18, width: 150, height: 120, perticular: 'W', cols: 3, profit: '25', description: 'Round-bar window grill.', bom: [['MS Round Bar 12mm', '3'], ['MS Flat Bar 25x5', '1'], ['Anchor Fastener 10mm', '6'], ...paint, ...consumables], other: [['Fabrication labour', '480']] },
  { serial: 'LH - 1403', kind: 'grill', name: 'Balcony Grill 300x100', channel: '4x2', guage: 16, width: 300, height: 100, perticular: 'FW', cols: 6, profit: '20', description: 'Balcony railing grill.', bom: [['MS Square Pipe 1 inch 18G', '5'], ['MS Flat Bar 25x5', '3'], ['Anchor Fastener 10mm', '10'], ['Red Oxide Primer', '1.5'], ['Enamel Paint Black', '1.5'], ['Welding Rod 2.5mm E6013', '2'], ['Grinding Disc 4 inch', '3']], other: [['Fabrication labour', '1800'], ['Transport', '300']] },
  { serial: 'LH - 1404', kind: 'grill', name: 'Ventilator Grill 60x60', channel: '3x1.5', guage: 18, width: 60, height: 60, perticular: 'V', cols: 1, profit: '30', description: 'Small ventilator grill.', bom: [['MS Flat Bar 25x5', '0.5'], ['Red Oxide Primer', '0.1'], ['Enamel Paint Black', '0.1']], other: [['Fabrication labour', '120']] },
];

const COLOURS: Record<Kind, string> = { door: '#1c7ed6', window: '#0ca678', security: '#7048e8', gate: '#e8590c', grill: '#495057' };

/** A simple line drawing of the product (frame outline, columns, bars), as SVG. */
function productDrawing(kind: Kind, width: number, height: number, cols = 1): string {
  const size = 480;
  const scale = (size - 80) / Math.max(width, height);
  const w = width * scale;
  const h = height * scale;
  const x = (size - w) / 2;
  const y = (size - h) / 2;
  const c = COLOURS[kind];
  const parts: string[] = [`<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="none" stroke="${c}" stroke-width="14"/>`];
  const vlines = (n: number, stroke: number) => {
    for (let i = 1; i < n; i++) parts.push(`<line x1="${x + (w * i) / n}" y1="${y}" x2="${x + (w * i) / n}" y2="${y + h}" stroke="${c}" stroke-width="${stroke}"/>`);
  };
  if (kind === 'door') {
    parts.push(`<rect x="${x + 14}" y="${y + 14}" width="${w - 28}" height="${h - 14}" fill="${c}" fill-opacity="0.08"/>`);
    parts.push(`<circle cx="${x + w - 34}" cy="${y + h * 0.52}" r="7" fill="${c}"/>`);
  } else if (kind === 'window') {
    vlines(cols, 8);
    parts.push(`<rect x="${x + 7}" y="${y + 7}" width="${w - 14}" height="${h - 14}" fill="#74c0fc" fill-opacity="0.25"/>`);
  } else if (kind === 'security') {
    vlines(8, 4);
    parts.push(`<rect x="${x}" y="${y + h * 0.65}" width="${w}" height="${h * 0.35}" fill="${c}" fill-opacity="0.35"/>`);
    parts.push(`<circle cx="${x + w - 30}" cy="${y + h * 0.55}" r="7" fill="${c}"/>`);
  } else if (kind === 'gate') {
    vlines(2, 10);
    vlines(16, 3);
    parts.push(`<line x1="${x}" y1="${y + h / 2}" x2="${x + w}" y2="${y + h / 2}" stroke="${c}" stroke-width="6"/>`);
  } else {
    vlines(Math.max(4, cols * 3), 4);
    for (let i = 1; i < 4; i++) parts.push(`<line x1="${x}" y1="${y + (h * i) / 4}" x2="${x + w}" y2="${y + (h * i) / 4}" stroke="${c}" stroke-width="4"/>`);
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}"><rect width="100%" height="100%" fill="#f8f9fa"/>${parts.join('')}</svg>`;
}

/** Demo catalogue: about 20 products with drawings, bills of materials and other costs; idempotent by serial. */
export async function seedProduct(ctx: AppContext): Promise<void> {
  const serials = DEMO_PRODUCTS.map((p) => p.serial);
  const existing = new Set(
    (await ctx.db.select({ serial: products.serialNumber }).from(products).where(inArray(products.serialNumber, serials))).map((r) => r.serial),
  );
  const missing = DEMO_PRODUCTS.filter((p) => !existing.has(p.serial));
  if (missing.length === 0) return;
  const items = new Map(
    (await ctx.db.select({ id: storeItems.id, name: storeItems.name }).from(storeItems)).map((r) => [r.name, r.id] as const),
  );
  const files = fileStoreFor(ctx.config);
  for (const demo of missing) {
    const png = await sharp(Buffer.from(productDrawing(demo.kind, demo.width, demo.height, demo.cols))).png().toBuffer();
    const image = await saveImage(files, IMAGE_FOLDER, png);
    const flags = { is_door: demo.kind === 'door', is_window: demo.kind === 'window' || demo.kind === 'grill', is_security_door: demo.kind === 'security' || demo.kind === 'gate' };
    await ctx.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(products)
        .values({
          name: demo.name ?? composeProductName({ ...flags, width: demo.width, height: demo.height, channel_size: demo.channel, guage: demo.guage }),
          nameCustom: !!demo.name,
          serialNumber: demo.serial,
          channelSize: demo.channel,
          guage: String(demo.guage),
          perticular: demo.perticular ?? 'D',
          noOfCols: demo.cols ?? 1,
          width: String(demo.width),
          height: String(demo.height),
          profit: demo.profit,
          description: demo.description,
          isDoor: flags.is_door,
          isWindow: flags.is_window,
          isSecurityDoor: flags.is_security_door,
          image: image.image,
          thumbnail: image.thumbnail,
        })
        .returning({ id: products.id });
      const bom = demo.bom.filter(([name]) => items.has(name));
      const seen = new Set<number>();
      const lines = bom
        .map(([name, quantity]) => ({ productId: row!.id, storeItemId: items.get(name)!, quantity }))
        .filter((line) => !seen.has(line.storeItemId) && seen.add(line.storeItemId));
      if (lines.length > 0) await tx.insert(productRawMaterials).values(lines);
      await tx.insert(productOtherCosts).values(demo.other.map(([note, amount]) => ({ productId: row!.id, note, amount })));
    });
  }
}
