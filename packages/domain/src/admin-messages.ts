import { MAX_PRICE_LEVELS } from './constants.ts';
import { type Cents, formatNZD } from './money.ts';
import { MAX_ORDER_TOTAL } from './totals.ts';

// The back office's texts, apart from the storefront's (messages.ts) so that every shop visitor's first download
// does not carry them: the same rule holds, the spec's exact wording, spelling mistakes included.

/** Back-office texts: validation (spec §5), notices and errors (spec §8) and confirmations. */
export const ADMIN_MESSAGES = {
  requiredFields: 'Please fill in the required fields.',
  customerFormInvalid: 'Please fill in the required fields',
  productNameRequired: 'Product name is required',
  categoryRequired: 'Category is required',
  nameRequired: 'Name is required',
  priceLevelRequired: 'Price Level required',
  priceLevelLimit: 'Price Level has a limit of 100.\nPlease delete some first before creating new levels.',
  priceRange: 'Number has to be between 0 and 99999',
  // Not in the spec: 12.345 is in range, and saying the range would send staff looking for the wrong mistake.
  priceDecimals: 'Prices can have at most 2 decimals.',
  customPriceRequired: 'Please enter a custom price.',
  nothingToUpdate: 'Theres nothing to update.',
  selectDeliveryMethod: 'Please Select Delivery Method',
  addProductToCreate: 'Please add at least one product to create order.',
  productNeededToUpdate: 'At least one product is needed product to update this order.',
  recurringOrderNeedsProduct: 'Add one or more products to create recurring order.',
  passwordResetRequired: 'Required.',
  customerRequired: 'Required',
  settingsFieldRequired: 'Required Field',
  // The freight rule compares the threshold with the goods including GST (totals.ts `freightFor`).
  freeFreightRule: "Freight is free when an order's goods come to more than this, GST included.",

  logoutConfirm: 'Are you sure you want to logout?',
  waitingForData: 'Waiting for data..',
  unknownCustomer: 'Unknown Customer (Unable to find in Database)',
  invalidOrder: 'Invalid Order',
  productAlreadyAdded: 'Product Already Added',
  deleteOrderConfirm: 'Are you sure you want to delete this order?',
  emailAfterCreate: 'Would you like to send an email to the customer after creating?',
  emailAfterUpdate: 'Would you like to send an email to the customer after update?',
  productionUpdated:
    'There was an update from the production system. Please update this order before leaving the page.',
  stopRecurringConfirm: 'Are You Sure You Want to stop this?',
  deleteCategoryConfirm: 'Are you sure you want to delete this category?',
  removeAdminConfirm: 'Are you sure you want this admin removed from the system?',

  productCreated: 'Product created.',
  productCreateFailed: 'Error Creating Product',
  productUpdated: 'Product updated.',
  productUpdateFailed: 'Error updating product.',
  productUpdateFailedRetry: 'Error Updating Product! Please Try Again.',
  productDeleted: 'Product deleted.',
  productDeleteFailed: 'Error deleting product. Try again later.',
  productDeleteError: 'Theres an error deleting product. Please try again later.',
  imageTooLarge: 'Maximum image size is 2MB, reduce the image size and try again.',
  productCodeRequired: 'Product code is required',
  productTypeRequired: 'Product type is required',
  productUnitRequired: 'Unit is required',
  productGroupRequired: 'Group is required',
  // The spec's warning; the archive rule is ours (ARCHITECTURE §8): past orders keep their product.
  deleteProductConfirm: 'Are you sure you want to delete this product?',
  deleteProductWarning:
    'Deleting a product may break the system, and it will not remove the product in the accounting system.',
  deleteProductArchiveNote:
    'A product that is on past or recurring orders is archived instead: hidden everywhere, its order lines kept.',
  productArchived: 'Product archived: it is on past or recurring orders, which keep it.',

  orderCreated: 'Order created.',
  orderUpdated: 'Order updated.',
  orderDeleted: 'Order deleted.',
  orderUpdateFailed: 'Error updating order.',
  orderDeleteFailed: 'An error occured when deleting this order, please try agian.',
  productionOffline: 'Could not connect to production database.',
  syncProblem: 'Sync Problem. Please Refresh Page.',
  invoiceFailed: 'Error Creating Invoice. Try Again.',
  invoicesCreated: 'Invoices Successfully Created!',
  invoiceCreated:
    'Invoice Successfully Created! Please Wait 1 minutes or less for the invoice to be produced.',
  noPackedOrders: 'No packed orders ready to be invoiced.',
  // Not in the spec: the refusal of a save that changes what an invoiced order bills without a reason, in the
  // words of correctionReasonSchema (corrections.ts); the order screen answers it by asking for one.
  correctionReasonMissing: 'Choose why the invoice is being corrected.',
  recurringOrderSet: 'Recurring Order Set.',

  customPriceError: 'ERROR UPDATING CUSTOM PRICE. TRY AGAIN.',
  priceLevelUpdateFailed: 'There was an error updating price level',
  customPricesUpdated: 'Updated Custom Prices!',
  priceLevelInUse: 'Unable To Delete Price Level. Please Delete Custom Prices inside first!',
  priceLevelDeleteFailed: 'Error Deleting Price Level. Please try again.',
  priceLevelCreateFailed: 'Error Creating Price Level. Please try again.',
  priceLevelCreated: 'Price Level Created!',
  // The spec has no text for these; they follow its 'Price Level Created!'.
  priceLevelDeleted: 'Price Level Deleted!',
  unsavedCustomPrices: 'You have custom prices that are not saved yet. Leave without saving them?',

  customerCreated: 'Customer created successfully.',
  customerUpdated: 'Customer updated successfully.',
  customerDeleted: 'Customer deleted.',
  customerDeleteFailed: 'Error deleting customer.',
  customerUpdateFailed: 'Error updating customer',
  customerInvalidEmail: 'Invalid email address',
  customerEmailTaken: 'This email already exists, please try a different email address',
  customerEmailAliasTaken: 'Error updating customer. Email already exists.',
  customerCreateUnknown: 'There was an unknown issue creating customer. Please try again.',
  customerAddressTooLong: 'Customer Address Too Long',
  customerGenericError: 'There was an error updating customer. Try again later.',
  // The confirmation and the archive rule are ours (ARCHITECTURE §8): past orders keep their customer.
  deleteCustomerConfirm: 'Are you sure you want to delete this customer?',
  deleteCustomerRemoves:
    'The customer and their sign-in will be removed. They have no orders or recurring orders.',
  deleteCustomerArchives:
    'The customer has orders or recurring orders, so they will be archived instead: hidden from the customer list and search, unable to sign in, and every order kept as it is.',
  customerArchived: 'Customer archived: their orders are kept.',

  adminCreated: 'Admin Created Successfully.',
  adminInvalidEmail: 'Invalid Email Address',
  adminEmailTaken: 'This email already exist.',
  adminCreateFailed: 'There was an error making admin user.',
  adminRemoved: 'Admin Removed.',
  passwordChanged: 'Password changed successfully',
  oldPasswordIncorrect: 'Old password is incorrect',

  // The spec only logs category errors; staff are told here what happened.
  categoryCreated: 'Category created.',
  categoryUpdated: 'Category updated.',
  categoryDeleted: 'Category deleted.',
  categorySaveFailed: 'Error saving category. Please try again.',
  categoryDeleteFailed: 'Error deleting category. Please try again.',

  // Not in the spec: why a push to the accounting system waits, shown in a record's sync state.
  accountingUnreachable: 'Could not connect to the accounting system.',
  accountingWaitsForCustomer: 'Waiting for the customer to be created in the accounting system.',
  accountingWaitsForPriceLevel: 'Waiting for the price level to be created in the accounting system.',
  accountingWaitsForProduct: 'Waiting for the product to be created in the accounting system.',
} as const;

/** Name of a back-office message. */
export type AdminMessageKey = keyof typeof ADMIN_MESSAGES;

/** The invoice confirmation title: 'Create invoice for {customer}?' or 'Update invoice for {customer}?'. */
export function invoiceConfirmTitle(action: 'create' | 'update', customer: string): string {
  return `${action === 'create' ? 'Create' : 'Update'} invoice for ${customer}?`;
}

/** A file's size as the image-size message shows it, rounded up so a file over 2 MB never reads '2.0 MB'. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.ceil(bytes / 1024)} KB`;
  return `${(Math.ceil((bytes / (1024 * 1024)) * 10) / 10).toFixed(1)} MB`;
}

/** 'Maximum image size is 2MB, reduce the image size and try again. (3.1 MB)': the spec's text with the size. */
export function imageTooLarge(bytes: number): string {
  return `${ADMIN_MESSAGES.imageTooLarge} (${formatFileSize(bytes)})`;
}

/** The price-level count shown as 'n/100'. */
export function priceLevelCount(count: number): string {
  return `${count}/${MAX_PRICE_LEVELS}`;
}

/**
 * Why a category cannot be deleted: products (archived ones too) still point at it.
 * @example categoryInUse(12) // 'This category still holds 12 products. Move them to another category first.'
 */
export function categoryInUse(productCount: number): string {
  if (productCount === 1) return 'This category still holds 1 product. Move it to another category first.';
  return `This category still holds ${productCount} products. Move them to another category first.`;
}

/**
 * Why a price level cannot be deleted: customers are still on it.
 * @example priceLevelHasCustomers(3) // 'Unable To Delete Price Level. 3 customers are still on it: move them to another price level first.'
 */
export function priceLevelHasCustomers(customerCount: number): string {
  const who = customerCount === 1 ? '1 customer is' : `${customerCount} customers are`;
  return `Unable To Delete Price Level. ${who} still on it: move them to another price level first.`;
}

/**
 * A staff save over a newer version of an order: who saved it and when (HH:mm DD/MM/YYYY, Auckland time).
 * @example orderStaleMessage('Ana Admin', '14:05 24/11/2026')
 */
export function orderStaleMessage(name: string, when: string): string {
  return `This order was changed by ${name} at ${when}. Reload it to see their changes; yours have not been saved.`;
}

/**
 * Staff's refusal of a save that would take an order past the total an order may come to, with the total it would
 * have come to. A save that lowers an order already past it is never refused (so a mistyped weight can be undone).
 * @example staffOrderTooLargeMessage(cents(148_355_992))
 */
export function staffOrderTooLargeMessage(total: Cents): string {
  return `This order would come to ${formatNZD(total)}, more than the ${formatNZD(MAX_ORDER_TOTAL)} an order may come to. Check the quantities and supplied weights for a mistyped figure.`;
}

/** Mark packed's question when lines are packed far from what was ordered, naming each (see farOffLines). */
export function packedWeightsFarOffMessage(lines: readonly string[]): string {
  const which = lines.length === 1 ? 'This line is' : 'These lines are';
  return `${which} packed more than 20 % off what was ordered: ${lines.join('; ')}. Check the weights, then confirm Mark packed.`;
}
