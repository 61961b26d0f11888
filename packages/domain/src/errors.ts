import { IMAGE_MAX_PIXELS } from './constants.ts';
import { type ErrorCode, INTERNAL_MESSAGE, isErrorCode, SERVER_UNAVAILABLE_MESSAGE } from './error-codes.ts';
import { formatNZD } from './money.ts';
import { MAX_ORDER_TOTAL } from './totals.ts';

export {
  ERROR_CODES,
  type ErrorCode,
  INTERNAL_MESSAGE,
  isErrorCode,
  SERVER_UNAVAILABLE_MESSAGE,
} from './error-codes.ts';

/** The message a user is shown for an error code; the spec's exact text where it gives one. */
export function userMessage(code: ErrorCode): string {
  switch (code) {
    case 'UNAUTHENTICATED':
      return 'Please sign in to continue.';
    case 'FORBIDDEN':
      return 'You do not have access to this.';
    case 'NOT_FOUND':
      return 'Not found.';
    case 'BAD_INPUT':
      return 'Please fill in the required fields.';
    case 'CONFLICT':
      return 'This was changed by someone else. Please reload and try again.';
    case 'INVALID_CREDENTIALS':
      return 'Email or Password is incorrect, please try again.';
    case 'ACCOUNT_DISABLED':
      return 'Account disabled.';
    case 'TEMP_PASSWORD_EXPIRED':
      return 'Temporary password has expired. Please contact the provider to get a new one.';
    case 'PASSWORD_CHANGE_REQUIRED':
      return 'Please choose a new password to continue.';
    case 'SIGN_IN_FAILED':
      // Trailing space is the spec's text.
      return 'Error signing in. ';
    case 'INVALID_CODE':
      return 'Invalid code provided';
    case 'CODE_EXPIRED':
      // The spec only says expired codes are reported; this is the original identity service's wording.
      return 'Invalid code provided, please request a code again.';
    case 'ATTEMPT_LIMIT_EXCEEDED':
      return 'Attempt limit exceeded, please try again later.';
    case 'OLD_PASSWORD_INCORRECT':
      return 'Old password is incorrect';
    case 'BOT_CHECK_FAILED':
      return 'Please complete the bot check and try again.';
    case 'CONTACT_FAILED':
      return 'There was a problem sending your message. Please try again.';
    case 'CONTACT_RATE_LIMITED':
      return 'You have sent several messages in a short time. Please try again later.';
    case 'CATEGORY_NAME_REQUIRED':
      return 'Category is required';
    case 'CATEGORY_EXISTS':
      return 'This category already exists.';
    case 'CATEGORY_IN_USE':
      return 'This category still has products. Move them to another category first.';
    case 'PRODUCT_UNAVAILABLE':
      return 'This product is no longer available.';
    case 'PRODUCT_OUT_OF_STOCK':
      return 'This product is out of stock.';
    case 'PRODUCT_CODE_TAKEN':
      return 'This product code is already in use. Please choose another.';
    case 'PRODUCT_TYPE_LOCKED':
      return 'The product type cannot be changed once the product exists.';
    case 'PRODUCT_IMAGE_MISSING':
      return 'The image could not be found. Please upload it again.';
    case 'CUSTOMER_CODE_TAKEN':
      return 'This customer code is already in use. Please choose another.';
    case 'IMAGE_TOO_LARGE':
      return 'Maximum image size is 2MB, reduce the image size and try again.';
    case 'IMAGE_REQUIRED':
      return 'Please choose an image to upload.';
    case 'IMAGE_TYPE_UNSUPPORTED':
      return 'Only JPEG, PNG and WebP images can be uploaded. Please choose another image.';
    case 'IMAGE_TOO_MANY_PIXELS':
      return `This image has too many pixels: at most ${IMAGE_MAX_PIXELS / 1_000_000} megapixels (for example 8000 × 5000) are allowed. Reduce its dimensions and try again.`;
    case 'IMAGE_UNREADABLE':
      return 'This image could not be read. It may be damaged; please try another.';
    case 'IMAGE_UPLOAD_RATE_LIMITED':
      return 'You have uploaded many images in a short time. Please try again in a few minutes.';
    case 'CUSTOMER_ORDER_ONLY':
      return 'Please Login As Customer To Order.';
    case 'ORDER_NOT_FOUND':
      return 'Invalid Order';
    case 'ORDER_EMPTY':
      return 'Please add at least one product to create order.';
    case 'DELIVERY_METHOD_REQUIRED':
      return 'Please Select Delivery Method';
    case 'ORDER_FAILED':
      return 'There was something wrong while sending order. Please Try Again Later.';
    case 'NO_PACKED_ORDERS':
      return 'No packed orders ready to be invoiced.';
    case 'INVOICE_FAILED':
      return 'Error Creating Invoice. Try Again.';
    case 'PRODUCTION_OFFLINE':
      return 'Could not connect to production database.';
    case 'SYNC_FAILED':
      return 'Sync Problem. Please Refresh Page.';
    case 'PRICE_LEVEL_LIMIT':
      return 'Price Level has a limit of 100.\nPlease delete some first before creating new levels.';
    case 'PRICE_LEVEL_IN_USE':
      return 'Unable To Delete Price Level. Please Delete Custom Prices inside first!';
    case 'PRICE_LEVEL_REQUIRED':
      return 'Price Level required';
    case 'PRICE_LEVEL_EXISTS':
      return 'A price level with this name already exists. Please choose another name.';
    case 'PRICE_LEVEL_HAS_CUSTOMERS':
      // The spec has no text: its database did not stop it. Ours keeps every customer on a level that exists.
      return 'Unable To Delete Price Level. Customers are still on it: move them to another price level first.';
    case 'NOTHING_TO_UPDATE':
      return 'Theres nothing to update.';
    case 'SERVER_UNAVAILABLE':
      return SERVER_UNAVAILABLE_MESSAGE;
    case 'RATE_LIMITED':
      return 'To many failed attempts, please try again later.';
    case 'EMAIL_TAKEN':
      return 'This email already exists, please try a different email address';
    case 'ADMIN_EMAIL_TAKEN':
      return 'This email already exist.';
    case 'CANNOT_REMOVE_SELF':
      return 'You cannot remove your own account. Ask another admin to remove it.';
    case 'LAST_ADMIN':
      return 'The last admin cannot be removed. Add another admin first.';
    case 'CROSS_SITE_REFUSED':
      return 'This request came from another website and was refused. Open the shop at its own address.';
    case 'RESPONSE_TOO_LARGE':
      return 'The answer is too large. Ask for fewer items at a time.';
    case 'REQUEST_TOO_DEEP':
      return 'The request nests lists and objects too deeply to be read, and was refused.';
    case 'ORDER_TOO_LARGE':
      return `An order placed online may come to at most ${formatNZD(MAX_ORDER_TOTAL)}. Please call us to place a larger one.`;
    case 'STAFF_ORDER_TOO_LARGE':
      // Staff's own wording (the customer's asks them to call us): thrown with the total (staffOrderTooLargeMessage).
      return `This order would come to more than ${formatNZD(MAX_ORDER_TOTAL)}. Check the quantities and supplied weights for a mistyped figure; a save that lowers the order is always accepted.`;
    case 'ACCOUNT_ON_HOLD':
      // Thrown with the shop's phone (onStopMessage in receivables.ts); this is the fallback.
      return 'Your account is on hold. Please contact us.';
    case 'CREDIT_LIMIT_EXCEEDED':
      // Thrown with the figures and the shop's phone (overCreditLimitMessage); this is the fallback.
      return 'This order would take your account over its credit limit. Please contact us.';
    case 'STOP_OVERRIDE_REQUIRED':
      // Staff's words (the customer's are the two above): thrown naming the customer (staffRefusalMessage).
      return 'This customer is on stop or over their credit limit. Give a reason to take this order anyway.';
    case 'PACKED_WEIGHTS_FAR_OFF':
      // Thrown naming the lines (packedWeightsFarOffMessage); this is the fallback.
      return 'Some packed weights are more than 20 % off what was ordered. Check them, then confirm Mark packed.';
    case 'ORDER_LOCKED':
      // Thrown with the reason and the shop's phone (orderLockedMessage in order-lock.ts); this is the fallback.
      return 'This order is locked and can no longer be changed here. Please call us to change it.';
    case 'ORDER_STALE':
      // Thrown with the name and time filled in (see orderStaleMessage in messages.ts); this is the fallback.
      return 'This order was changed by someone else. Reload it to see their changes; yours have not been saved.';
    case 'ORDER_DELETE_FAILED':
      return 'An error occured when deleting this order, please try agian.';
    case 'INVOICE_GST_NUMBER_MISSING':
      // A tax invoice must show the supplier's GST number (Goods and Services Tax Act 1985, s 19F).
      return 'Invoices cannot be created until the GST number is set. Add it in Settings → Invoicing.';
    case 'INVOICE_NOT_ALLOWED':
      return 'A cancelled order cannot be invoiced.';
    case 'PACKING_CLOSED':
      return 'This order is invoiced or cancelled, so its packed weights are closed. Change it on the order screen.';
    case 'RECURRING_ORDER_NOT_FOUND':
      return 'Invalid Recurring Order';
    case 'RECURRING_ORDER_EMPTY':
      return 'Add one or more products to create recurring order.';
    case 'RECURRING_ORDER_STALE':
      return 'Someone else changed this recurring order after you opened it. Reload it to see their change; nothing was saved.';
    case 'RECURRING_DAYS_REQUIRED':
      return 'Select one or more days.';
    case 'CLOSED_DAY_INVALID':
      return 'Choose a date from today on, and say why the shop is closed.';
    case 'UNDER_ZONE_MINIMUM':
      // Thrown with the zone and the figures (zoneMinimumMessage in delivery-zones.ts); this is the fallback.
      return 'Your trolley is under the minimum order for delivery to your area. Add more, or choose pick-up.';
    case 'STAFF_UNDER_ZONE_MINIMUM':
      // Staff's words, thrown with the zone and the figures (zoneMinimumMessage); this is the fallback.
      return 'This delivery order is under its zone’s minimum order. Add more, or make it a pick-up.';
    case 'DELIVERY_ZONE_NOT_FOUND':
      return 'That delivery zone no longer exists. Reload the page and choose another.';
    case 'DELIVERY_ZONE_EXISTS':
      return 'A delivery zone with this name already exists. Please choose another name.';
    case 'PRODUCT_NOT_DELIVERABLE':
      // Thrown naming the product and the date (unavailableReason in product-availability.ts); this is the fallback.
      return 'A product in this order cannot be delivered on its date. Take it out, or choose another date.';
    case 'ALREADY_DELIVERED':
      return 'This stop is already marked delivered.';
    case 'NOT_DELIVERABLE_YET':
      return 'This order is for a later day’s run. Mark it delivered on its day.';
    case 'ACCOUNTING_NOT_CONFIGURED':
      return 'The accounting system is not connected.';
    case 'ACCOUNTING_FIGURES_FAILED':
      // The spec gives no text: its dashboard only logged the failure.
      return 'Could not load the figures from the accounting system. Try again.';
    case 'PUSH_GONE':
      return 'This push is no longer waiting: it has gone through or was dismissed.';
    case 'PUSH_BEING_SENT':
      return 'This push is being sent right now. Wait a moment and look again.';
    case 'INTERNAL':
      return INTERNAL_MESSAGE;
    default:
      return unreachable(code);
  }
}

// Adding a code without a message fails to compile here.
function unreachable(code: never): never {
  throw new Error(`Unknown error code: ${String(code)}`);
}

/**
 * An expected failure: carries a code the API boundary turns into a typed error and a user message.
 * @example throw new DomainError('PRODUCT_OUT_OF_STOCK')
 */
export class DomainError extends Error {
  readonly code: ErrorCode;
  /** Details for the caller besides the message (GraphQL error extensions), e.g. who changed an order. */
  readonly details: Readonly<Record<string, string>> | undefined;

  constructor(
    code: ErrorCode,
    message: string = userMessage(code),
    options?: ErrorOptions & { details?: Record<string, string> },
  ) {
    super(message, options);
    this.name = 'DomainError';
    this.code = code;
    this.details = options?.details;
  }
}

/** True for a {@link DomainError}, also one from another copy of this module. */
export function isDomainError(x: unknown): x is DomainError {
  return (
    x instanceof DomainError ||
    (x instanceof Error && x.name === 'DomainError' && isErrorCode(Reflect.get(x, 'code')))
  );
}
