// The cart's dialogs, as the one module the cart page loads when it is first reached for (CartPage.tsx).
export { ClearCartDialog } from './ClearCartDialog';
export { ConfirmOrderDialog } from './ConfirmOrderDialog';
export { OrderSentDialog } from './OrderSentDialog';
export { ProcessingOrderDialog } from './ProcessingOrderDialog';
export { SimulationDialog } from './SimulationDialog';
