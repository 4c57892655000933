import type { NestCut, NestSheet } from '@steelworks/contract/sheet-nest';
import { useTranslate, type Translate } from '../../../lib/i18n/i18n';

/** "Cut 3: across at 1,203 mm" / "along at 950 mm": one line of the cut order as the shear operator reads it. */
export function cutText(t: Translate, cut: NestCut): string {
  const at = cut.at.toLocaleString('en-IN');
  if (cut.trim) return cut.dir === 'h' ? t('{{n}}. trim across at {{at}} mm', { n: cut.seq, at }) : t('{{n}}. trim along at {{at}} mm', { n: cut.seq, at });
  const values = { n: cut.seq, stage: cut.stage, at };
  return cut.dir === 'h' ? t('{{n}}. stage {{stage}} across at {{at}} mm', values) : t('{{n}}. stage {{stage}} along at {{at}} mm', values);
}

/** "Sheet 2 · 1.20 mm · 1250 x 2500 (CR sheet)" or "Remnant R7 ...". */
export function sheetTitle(t: Translate, sheet: NestSheet): string {
  const source = sheet.source === 'remnant' ? t('Remnant R{{n}}', { n: sheet.remnant }) : t('Whole sheet');
  return `${t('Sheet {{n}}', { n: sheet.seq })} · ${t('{{n}} mm', { n: sheet.thick })} · ${sheet.width_mm} x ${sheet.length_mm} · ${source}`;
}

/**
 * One sheet drawn to scale (issue 46 point 4): the sheet shaded as scrap, the parts white with their label, the
 * remnants kept hatched green, and each cut a red line with its number in the cut order. The sheet's length runs down.
 */
export function NestSheetDrawing({ sheet, maxHeight = 420 }: { sheet: NestSheet; maxHeight?: number }) {
  const W = sheet.width_mm;
  const H = sheet.length_mm;
  const font = Math.max(W, H) / 45;
  const t = useTranslate();
  return (
    <svg
      viewBox={`0 0 ${W} ${H}`}
      role="img"
      aria-label={t('Layout of sheet {{n}}', { n: sheet.seq })}
      style={{ width: '100%', maxHeight, display: 'block', background: '#fff' }}
      preserveAspectRatio="xMidYMin meet"
    >
      <defs>
        <pattern id={`hatch-${sheet.id}`} width={font} height={font} patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
          <line x1="0" y1="0" x2="0" y2={font} stroke="#2f9e44" strokeWidth={font / 4} />
        </pattern>
      </defs>
      <rect x={0} y={0} width={W} height={H} fill="#ced4da" stroke="#495057" strokeWidth={font / 5} />
      {sheet.remnants.map((r, i) => (
        <g key={`r${i}`} aria-label={t('Remnant {{w}} x {{h}}', { w: r.w, h: r.h })}>
          <rect x={r.x} y={r.y} width={r.w} height={r.h} fill={`url(#hatch-${sheet.id})`} fillOpacity={0.5} stroke="#2f9e44" strokeWidth={font / 6} />
          <text x={r.x + r.w / 2} y={r.y + r.h / 2} fontSize={font} textAnchor="middle" dominantBaseline="middle" fill="#2b8a3e">
            {t('Remnant {{w}} x {{h}}', { w: r.w, h: r.h })}
          </text>
        </g>
      ))}
      {sheet.parts.map((p, i) => (
        <g key={`p${i}`}>
          <rect x={p.x} y={p.y} width={p.w} height={p.h} fill="#fff" stroke="#1c7ed6" strokeWidth={font / 6} />
          <text x={p.x + p.w / 2} y={p.y + p.h / 2} fontSize={Math.min(font, p.w / 12)} textAnchor="middle" dominantBaseline="middle" fill="#1864ab">
            <tspan x={p.x + p.w / 2}>{p.label}</tspan>
            <tspan x={p.x + p.w / 2} dy="1.2em">
              {p.rotated ? t('{{w}} x {{h}} (turned)', { w: p.h, h: p.w }) : `${p.w} x ${p.h}`}
            </tspan>
          </text>
        </g>
      ))}
      {sheet.cuts.map((c) => {
        const [x1, y1, x2, y2] = c.dir === 'h' ? [c.from, c.at, c.to, c.at] : [c.at, c.from, c.at, c.to];
        return (
          <g key={`c${c.seq}`}>
            <line x1={x1} y1={y1} x2={x2} y2={y2} stroke="#e03131" strokeWidth={font / 5} strokeDasharray={c.trim ? `${font / 2} ${font / 3}` : undefined} />
            <text x={x1 + font / 3} y={y1 + (c.dir === 'h' ? -font / 4 : font)} fontSize={font * 0.8} fill="#c92a2a">
              {c.seq}
            </text>
          </g>
        );
      })}
    </svg>
  );
}
