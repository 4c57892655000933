// What other features may use of the cutting feature (docs/decisions/048-dependencies-one-way.md): the formula field the
// channel rules are typed in, reused by the sheet part rules (issue 46 point 3); the channel need of an order or a work
// order; a product's raw cost; a store item's section fields and stock; and a work order's cut state.
export { FormulaField } from './settings/components/formula-field';
export { ChannelNeedPanel } from './need/components/channel-need-panel';
export { RawCostPanel } from './need/components/raw-cost-panel';
export { EMPTY_SECTION_VALUES, SectionFields, validateSectionValues, type SectionFormValues } from './sections/components/section-fields';
export { SectionStockPanel } from './sections/components/section-stock-panel';
export { useWorkOrderCutState } from './plans/api/get-cut-state';
export { WorkOrderCutPanel } from './plans/components/work-order-cut-panel';
