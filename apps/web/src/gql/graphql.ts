/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
/** LEDGER: kept in the built-in ledger, nothing to send; PENDING: a push waits or is retried; SYNCED: the last push went through; FAILED: the last push was given up. */
export type AccountingSyncStateKind =
  | 'FAILED'
  | 'LEDGER'
  | 'PENDING'
  | 'SYNCED';

/** The back-office orders list’s status filter. DEFAULT is the open work: PENDING and PACKED. */
export type AdminOrderFilter =
  | 'ALL'
  | 'CANCELLED'
  | 'COMPLETED'
  | 'DEFAULT'
  | 'PACKED'
  | 'PENDING';

export type BankCsvMappingInput = {
  amount: string;
  code?: string | null | undefined;
  /** The header of the date column. */
  date: string;
  /** DD/MM/YYYY, YYYY/MM/DD or YYYY-MM-DD. */
  dateFormat: string;
  otherParty?: string | null | undefined;
  particulars?: string | null | undefined;
  reference?: string | null | undefined;
};

/** OPEN: waiting for staff. MATCHED: a payment was recorded from it. IGNORED: set aside. */
export type BankLineStatus =
  | 'IGNORED'
  | 'MATCHED'
  | 'OPEN';

export type ChangeAction =
  | 'ADDED'
  | 'DELETED'
  | 'UPDATED';

/** A customer’s own order as they change it: the whole list of lines. Never a price. */
export type ChangeMyOrderInput = {
  /** true: delivery; false: pick-up. */
  isDelivery: boolean;
  lines: Array<OrderLineInput>;
  purchaseOrder?: string | null | undefined;
};

/** The Contact Us form. The recipient is the business address from settings. */
export type ContactMessageInput = {
  /** The ALTCHA widget’s payload for a challenge from GET /api/altcha/challenge */
  altcha: string;
  email: string;
  fullName: string;
  message: string;
  /** Digits only; may be left out */
  mobile?: string | null | undefined;
};

export type CorrectionKind =
  /** A credit note: the bill went down. */
  | 'CREDIT'
  /** A debit note: it went up. */
  | 'DEBIT';

export type CreateAdminInput = {
  email: string;
  firstName: string;
  lastName: string;
};

/** What a customer orders. There is deliberately no price or total here: the server decides them. */
export type CreateOrderInput = {
  /** Made when the cart page opens; new after each order. */
  idempotencyKey: string;
  /** true: delivery; false: pick-up. */
  isDelivery: boolean;
  lines: Array<OrderLineInput>;
  purchaseOrder?: string | null | undefined;
};

export type CustomPriceChangeInput = {
  /** Cents, 0 to 9,999,900; null or 0 removes the custom price. */
  price?: number | null | undefined;
  productId: string;
};

export type CustomPriceInput = {
  /** Cents, 0 to 9,999,900; null clears the custom price. */
  priceCents?: number | null | undefined;
  priceLevelId: string;
};

export type CustomerDeleteOutcome =
  /** Named by orders or recurring orders: hidden, unable to sign in, their orders kept. */
  | 'ARCHIVED'
  /** Gone, with their sign-in. */
  | 'DELETED';

/** Errors: BAD_INPUT with the field’s message (Name is required, E-mail is required, E-mail must be valid, Customer Address Too Long). */
export type CustomerInput = {
  /** The company name on invoices; at most 41 characters. */
  addr1: string;
  /** Street; at most 41 characters. */
  addr2: string;
  /** Suburb; at most 41 characters. */
  addr3: string;
  /** At most 31 characters. */
  city: string;
  companyName: string;
  /** Cents, 0 to 100000000 ($1,000,000.00); null: no limit; left out: kept as it is. */
  creditLimit?: number | null | undefined;
  /** Unique, whatever the case. */
  customerCode: string;
  customerLevel: CustomerLevel;
  /** The van’s zone; null: none; left out: kept as it is. Errors: DELIVERY_ZONE_NOT_FOUND. */
  deliveryZoneId?: string | null | undefined;
  /** Unique among customers and staff, whatever the case. */
  email: string;
  firstName: string;
  lastName: string;
  mobile: string;
  /** DAYS:n (n 0 to 365), TWENTIETH_FOLLOWING or COD; null: the shop’s default; left out: kept as it is. */
  paymentTerms?: string | null | undefined;
  /** At most 13 characters. */
  postalCode: string;
  /** null: default prices. */
  priceLevelId?: string | null | undefined;
};

/** The customer’s level (line), S, A, B, C, D, E or N. */
export type CustomerLevel =
  | 'A'
  | 'B'
  | 'C'
  | 'D'
  | 'E'
  | 'N'
  | 'S';

export type CustomerOrderFilter =
  | 'ALL'
  | 'COMPLETED'
  | 'PENDING';

/** An order’s status as its customer sees it: PACKED reads PENDING. A CANCELLED order is listed under the COMPLETED filter. */
export type CustomerOrderStatus =
  | 'CANCELLED'
  | 'COMPLETED'
  | 'PENDING';

export type CutoffReminderInput = {
  enabled: boolean;
  /** 1 to 12. */
  hoursBefore: number;
  /** 1 = Monday … 6 = Saturday; at least one when enabled. */
  weekdays: Array<number>;
};

export type DeliveryInput = {
  orderId: string;
  /** From POST /api/delivery/images (kind photo), by the same user. */
  photoId?: string | null | undefined;
  /** Who took it; at most 80 characters. */
  receivedBy: string;
  /** From POST /api/delivery/images (kind signature), by the same user. */
  signatureId?: string | null | undefined;
};

/** Money in integer cents, excluding GST; the free-freight threshold is compared with GST included. */
export type DeliveryZoneInput = {
  /** 0–23; null: the shop’s cutoff. A later hour than the shop’s has no effect. */
  cutoffHour?: number | null | undefined;
  /** The driver whose run it is (one of listDrivers); null: nobody’s; left out: unchanged. */
  driverId?: string | null | undefined;
  freeFreightThresholdCents: number;
  freightChargeCents: number;
  /** 0: no minimum. */
  minimumOrderCents: number;
  /** Unique, whatever the case; at most 60 characters. */
  name: string;
  /** 1 (Monday) to 6 (Saturday); at least one. */
  weekdays: Array<number>;
};

export type ExternalSystem =
  | 'ACCOUNTING'
  | 'PRODUCTION';

/** BUILT_IN: the ledger or packing board in this app, nothing is pushed; HTTP: the spec’s REST contract. */
export type IntegrationAdapter =
  | 'BUILT_IN'
  | 'HTTP';

/** Why staff changed what an invoiced order bills: the reason its credit or debit note prints (decision 026). */
export type InvoiceCorrectionInput = {
  /** RETURNED, SHORT_SHIPPED, WEIGHT_CORRECTED, PRICE_CORRECTED, CANCELLED or OTHER. */
  reason: string;
  /** Staff’s words (required for OTHER), 200 characters at most. */
  reasonText?: string | null | undefined;
  /** Mail the customer the note’s PDF. */
  sendCustomerEmail: boolean;
};

export type InvoiceSettingsInput = {
  address: string;
  /** ‘’ or a New Zealand account, 2-4-7-2 or 2-4-7-3 digits (dashes or spaces between). */
  bankAccount: string;
  /** ‘’ or NN-NNN-NNN / NNN-NNN-NNN (8 or 9 digits). */
  gstNumber: string;
  /** DAYS:n (n 0 to 365), TWENTIETH_FOLLOWING or COD; DAYS:n also sets paymentTermsDays. */
  paymentTerms: string;
  /** 1 to 365; null or left out: no reminders. */
  reminderAfterDays?: number | null | undefined;
  /** 1 to 365; null or left out: never. */
  stopAfterOverdueDays?: number | null | undefined;
  xeroAccountCode: string;
  xeroTaxType: string;
};

export type OrderLineInput = {
  notes?: string | null | undefined;
  productId: string;
  quantity: number;
};

export type OrderLineUnit =
  | 'CTN'
  | 'EACH'
  | 'KG'
  | 'PIECES';

/** An order’s status as staff see it. */
export type OrderStatus =
  | 'CANCELLED'
  | 'COMPLETED'
  | 'PACKED'
  | 'PENDING';

export type PaymentInput = {
  /** Cents, more than 0. */
  amount: number;
  method: PaymentMethod;
  /** YYYY-MM-DD. */
  receivedOn: string;
  /** What the customer quoted; up to 100 characters. */
  reference?: string | null | undefined;
};

export type PaymentMethod =
  | 'BANK_TRANSFER'
  | 'CARD'
  | 'CASH'
  | 'CHEQUE';

export type PriceChangeReason =
  /** Staff changed the custom prices of your price level. */
  | 'CUSTOM_PRICES'
  /** Staff moved you onto another price level (or none). */
  | 'PRICE_LEVEL';

export type ProductDeleteOutcome =
  /** On past or recurring orders: hidden everywhere, its order lines kept. */
  | 'ARCHIVED'
  /** Gone, with its custom prices and notes. */
  | 'DELETED';

/** Money in integer cents, excluding GST. Errors: BAD_INPUT with the field’s message. */
export type ProductInput = {
  categoryId: string;
  /** Custom prices to set or clear; price levels not listed keep theirs. */
  customPrices?: Array<CustomPriceInput> | null | undefined;
  defaultPriceCents: number;
  /** Weekdays 1–6 it can be delivered on; null: any day; left out: kept as it is. */
  deliveryWeekdays?: Array<number> | null | undefined;
  description?: string | null | undefined;
  /** A key answered by the image upload, or the product’s current one. */
  imageKey?: string | null | undefined;
  /** true when left out. */
  isEnabled?: boolean | null | undefined;
  /** true when left out. */
  isInStock?: boolean | null | undefined;
  /** Days ahead it must be ordered, 0–14; left out: kept (0 on a new product). */
  leadDays?: number | null | undefined;
  /** Unique, whatever the case. */
  productCode: string;
  /** One of the 13 groups, e.g. "Chicken A". */
  productGroup: string;
  productName: string;
  productType: ProductType;
  productUnit: ProductUnit;
};

/** Goods, or a service such as cutting. Fixed once the product exists. */
export type ProductType =
  | 'PRODUCT'
  | 'SERVICE';

export type ProductUnit =
  | 'CTN'
  | 'EACH'
  | 'KG'
  | 'PIECES';

/** Open pushes: ALL (waiting and failed), PENDING (waiting or being sent) or FAILED; or DISMISSED by staff. */
export type PushFilter =
  | 'ALL'
  | 'DISMISSED'
  | 'FAILED'
  | 'PENDING';

export type PushRecordKind =
  | 'CUSTOMER'
  | 'ORDER'
  | 'ORDERS'
  | 'PRICE_LEVEL'
  | 'PRODUCT'
  | 'STANDING_ORDER';

/** WAITING for its next try, SENDING right now, FAILED (given up: refused, or too many tries), or DISMISSED by staff. */
export type PushState =
  | 'DISMISSED'
  | 'FAILED'
  | 'SENDING'
  | 'WAITING';

/** ALL: customers owing or in credit, or on stop. OVERDUE: something past due. ON_STOP: on stop. */
export type ReceivablesFilter =
  | 'ALL'
  | 'ON_STOP'
  | 'OVERDUE';

/** The recurring orders list’s filter: every standing order, or one frequency. */
export type RecurringFilter =
  | 'ALL'
  | 'DAILY'
  | 'FORTNIGHTLY'
  | 'WEEKLY';

export type RecurringFrequency =
  | 'DAILY'
  | 'FORTNIGHTLY'
  | 'WEEKLY';

/** A standing order as staff save it. */
export type RecurringOrderInput = {
  customerId: string;
  /** Cents. */
  cutting?: number | null | undefined;
  /** Cents; null: the freight rule decides on each order. */
  freight?: number | null | undefined;
  frequency: RecurringFrequency;
  /** True when not given. */
  isActive?: boolean | null | undefined;
  isDelivery: boolean;
  lines: Array<RecurringOrderLineInput>;
  notes?: string | null | undefined;
  /** 0 = Sunday … 6 = Saturday; required for Weekly and Fortnightly. */
  selectedDays?: Array<number> | null | undefined;
  /** YYYY-MM-DD. */
  startingDate: string;
};

export type RecurringOrderLineInput = {
  notes?: string | null | undefined;
  productId: string;
  quantity: number;
};

/** Credit / Return: how much of one line of an invoiced order came back, and why. */
export type ReturnInput = {
  lineId: string;
  orderId: string;
  /** RETURNED, SHORT_SHIPPED, WEIGHT_CORRECTED, PRICE_CORRECTED, CANCELLED or OTHER. */
  reason: string;
  /** Staff’s words (required for OTHER). */
  reasonText?: string | null | undefined;
  /** In the line’s unit: kilograms (to the gram) for KG lines, whole units otherwise. */
  returned: number;
  sendCustomerEmail: boolean;
};

export type Role =
  | 'ADMIN'
  | 'CUSTOMER'
  | 'DRIVER';

/** Where the sales figures come from: LEDGER, the built-in invoices; ACCOUNTING, the accounting middleware (ask `accountingSales` behind the load-data button). */
export type SalesSource =
  | 'ACCOUNTING'
  | 'LEDGER';

/** An order as staff save it. There are no totals: the server prices and totals it. */
export type StaffOrderInput = {
  customerId: string;
  /** Cents. */
  cutting: number;
  /** Cents; null: the freight rule decides. */
  freight?: number | null | undefined;
  isDelivery: boolean;
  line: CustomerLevel;
  lines: Array<StaffOrderLineInput>;
  notes?: string | null | undefined;
  /** YYYY-MM-DD. */
  processingDate: string;
  purchaseOrder?: string | null | undefined;
  status: OrderStatus;
};

export type StaffOrderLineInput = {
  notes?: string | null | undefined;
  /** The supplied (packed) weight, more than 0 and at most 9,999 with 3 decimals. Left out: the line keeps the one it has (the packing board sets it); null: not packed. */
  packedWeight?: number | null | undefined;
  productId: string;
  quantity: number;
  /** Cents: staff’s price for this line instead of the customer’s level; send it again on every save to keep it. Null: no override — a new line and a line whose override is taken off are priced from the level, another line keeps the price it was charged. */
  unitPriceOverride?: number | null | undefined;
};

/** PENDING: the push waits or is being retried; SENT: the system took it; FAILED: given up (Retry sends it again). */
export type SyncStatus =
  | 'FAILED'
  | 'PENDING'
  | 'SENT';

/** Only the fields given change. */
export type UpdateMyAccountInput = {
  /** Your current password; needed only when email differs from the one on record. */
  currentPassword?: string | null | undefined;
  /** Changes the sign-in email too. A different email needs currentPassword. */
  email?: string | null | undefined;
  orderConfirmationEmails?: boolean | null | undefined;
  phone?: string | null | undefined;
};

export type UpdateMyAdminAccountInput = {
  /** Your current password; needed only when email differs from the one on record. */
  currentPassword?: string | null | undefined;
  /** Changes the sign-in email too; then currentPassword. */
  email: string;
  firstName: string;
  lastName: string;
};

/** Money in integer cents, excluding GST. */
export type UpdateSettingsVariablesInput = {
  /** 0 (00:00) to 23 (23:00), Pacific/Auckland. */
  cutoffHour: number;
  freeFreightThresholdCents: number;
  freightChargeCents: number;
};

/** How customers match Xero contacts: NUMBER_THEN_NAME (account number = customer code, else the name, else a new contact), NUMBER_ONLY, ALWAYS_CREATE. */
export type XeroContactMatch =
  | 'ALWAYS_CREATE'
  | 'NUMBER_ONLY'
  | 'NUMBER_THEN_NAME';

export type XeroContactMatchKind =
  | 'ACCOUNT_NUMBER'
  | 'CREATE'
  | 'LINKED'
  | 'NAME';

export type XeroLinkKind =
  | 'CONTACT'
  | 'CREDIT_NOTE'
  | 'DEBIT_NOTE'
  | 'INVOICE';

export type OrderEditorCategoriesQueryVariables = Exact<{ [key: string]: never; }>;


export type OrderEditorCategoriesQuery = { listCategories: Array<{ id: string, categoryName: string }> };

export type OrderCustomerMatchesQueryVariables = Exact<{
  search: string;
}>;


export type OrderCustomerMatchesQuery = { searchCustomers: Array<{ id: string, companyName: string, contactName: string, email: string, phone: string, customerLevel: CustomerLevel, deliveryZoneName: string | null, deliveryWeekdays: Array<number> | null }> };

export type StaffOrderProductsQueryVariables = Exact<{
  customerId?: string | null | undefined;
  search?: string | null | undefined;
  categoryId?: string | null | undefined;
  limit?: number | null | undefined;
}>;


export type StaffOrderProductsQuery = { staffOrderProducts: Array<{ id: string, name: string, code: string, unit: OrderLineUnit, categoryId: string | null, categoryName: string, price: number, isEnabled: boolean, inStock: boolean, image: { url: string, srcSet: string, width: number, height: number } | null }> };

export type ChangePasswordMutationVariables = Exact<{
  currentPassword: string;
  newPassword: string;
}>;


export type ChangePasswordMutation = { changePassword: boolean };

export type MyAccountChangedSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type MyAccountChangedSubscription = { myAccountChanged: { action: ChangeAction, isActive: boolean } };

export type MyAccountQueryVariables = Exact<{ [key: string]: never; }>;


export type MyAccountQuery = { myAccount: { businessName: string, contactPerson: string, phone: string, email: string, orderConfirmationEmails: boolean, address: { addr1: string, addr2: string, addr3: string, city: string, postalCode: string } } };

export type MyAccountFieldsFragment = { businessName: string, contactPerson: string, phone: string, email: string, orderConfirmationEmails: boolean, address: { addr1: string, addr2: string, addr3: string, city: string, postalCode: string } };

export type MyCutoffReminderQueryVariables = Exact<{ [key: string]: never; }>;


export type MyCutoffReminderQuery = { myCutoffReminder: { enabled: boolean, hoursBefore: number, weekdays: Array<number> } };

export type CutoffReminderFieldsFragment = { enabled: boolean, hoursBefore: number, weekdays: Array<number> };

export type MyLedgerQueryVariables = Exact<{ [key: string]: never; }>;


export type MyLedgerQuery = { myLedger: { source: string, readAt: string, account: { balance: number, overdue: number, credit: number, termsLabel: string }, openDocuments: Array<{ id: string, kind: string, number: string, issuedDate: string, dueDate: string, total: number, open: number, daysOverdue: number, pdfUrl: string }>, payments: Array<{ id: string, receivedOn: string, amount: number, method: PaymentMethod, reference: string, reversedAt: string | null }> } };

export type MyRecurringOrdersQueryVariables = Exact<{ [key: string]: never; }>;


export type MyRecurringOrdersQuery = { myRecurringOrders: Array<{ id: string, frequencyText: string, startingDate: string, isDelivery: boolean | null, lines: Array<{ productName: string, unit: OrderLineUnit, quantity: number }>, nextRuns: Array<{ dueDate: string, text: string }> }> };

export type MyStatementsQueryVariables = Exact<{ [key: string]: never; }>;


export type MyStatementsQuery = { myStatements: Array<{ id: string, period: string, periodLabel: string, statementDate: string, closingBalance: number, pdfUrl: string }> };

export type SetMyCutoffReminderMutationVariables = Exact<{
  input: CutoffReminderInput;
}>;


export type SetMyCutoffReminderMutation = { setMyCutoffReminder: { enabled: boolean, hoursBefore: number, weekdays: Array<number> } };

export type AccountCutoffHourQueryVariables = Exact<{ [key: string]: never; }>;


export type AccountCutoffHourQuery = { getSettingsVariables: { cutoffHour: number } };

export type UpdateMyAccountMutationVariables = Exact<{
  input: UpdateMyAccountInput;
}>;


export type UpdateMyAccountMutation = { updateMyAccount: { businessName: string, contactPerson: string, phone: string, email: string, orderConfirmationEmails: boolean, address: { addr1: string, addr2: string, addr3: string, city: string, postalCode: string } } };

export type CompleteFirstSignInMutationVariables = Exact<{
  newPassword: string;
}>;


export type CompleteFirstSignInMutation = { completeFirstSignIn: { id: string, email: string, firstName: string, lastName: string, role: Role, customerId: string | null, mustChangePassword: boolean } };

export type MeQueryVariables = Exact<{ [key: string]: never; }>;


export type MeQuery = { me: { id: string, email: string, firstName: string, lastName: string, role: Role, customerId: string | null, mustChangePassword: boolean } | null };

export type ViewerFieldsFragment = { id: string, email: string, firstName: string, lastName: string, role: Role, customerId: string | null, mustChangePassword: boolean };

export type RequestPasswordResetMutationVariables = Exact<{
  email: string;
}>;


export type RequestPasswordResetMutation = { requestPasswordReset: boolean };

export type ResetPasswordMutationVariables = Exact<{
  email: string;
  code: string;
  newPassword: string;
}>;


export type ResetPasswordMutation = { resetPassword: boolean };

export type BackupStatusFieldsFragment = { hour: number, keep: number, folder: string, latest: { day: string, startedAt: string, finishedAt: string | null, status: string, bytes: number | null, error: string | null } | null };

export type BackupStatusQueryVariables = Exact<{ [key: string]: never; }>;


export type BackupStatusQuery = { backupStatus: { hour: number, keep: number, folder: string, latest: { day: string, startedAt: string, finishedAt: string | null, status: string, bytes: number | null, error: string | null } | null } };

export type UpdateBackupSettingsMutationVariables = Exact<{
  hour: number;
  keep: number;
}>;


export type UpdateBackupSettingsMutation = { updateBackupSettings: { hour: number, keep: number, folder: string, latest: { day: string, startedAt: string, finishedAt: string | null, status: string, bytes: number | null, error: string | null } | null } };

export type AccountOnHoldQueryVariables = Exact<{ [key: string]: never; }>;


export type AccountOnHoldQuery = { me: { accountOnHold: string | null } | null };

export type CreateOrderMutationVariables = Exact<{
  input: CreateOrderInput;
}>;


export type CreateOrderMutation = { createOrder: { id: string, shortId: string, processingDate: string, itemCount: number, totals: { total: number } | null } };

export type PlacedOrderFragment = { id: string, shortId: string, processingDate: string, itemCount: number, totals: { total: number } | null };

export type DeleteProductNoteMutationVariables = Exact<{
  productId: string;
}>;


export type DeleteProductNoteMutation = { deleteProductNote: string };

export type GetCartProductsQueryVariables = Exact<{
  ids: Array<string> | string;
}>;


export type GetCartProductsQuery = { getProducts: Array<{ id: string, productName: string, productCode: string, productUnit: ProductUnit, isInStock: boolean, image: { url: string, srcSet: string, width: number, height: number } | null, price: { price: number } | null } | null> };

export type CartProductFragment = { id: string, productName: string, productCode: string, productUnit: ProductUnit, isInStock: boolean, image: { url: string, srcSet: string, width: number, height: number } | null, price: { price: number } | null };

export type GetSettingsVariablesQueryVariables = Exact<{ [key: string]: never; }>;


export type GetSettingsVariablesQuery = { getSettingsVariables: { cutoffHour: number, freightChargeCents: number, freeFreightThresholdCents: number } };

export type MyProductNotesQueryVariables = Exact<{ [key: string]: never; }>;


export type MyProductNotesQuery = { myProductNotes: Array<{ productId: string, notes: string }> };

export type OrderProcessingDateQueryVariables = Exact<{ [key: string]: never; }>;


export type OrderProcessingDateQuery = { orderProcessingDate: { date: string, moved: boolean, notice: string | null, delivery: { date: string, text: string, notice: string | null, zoneName: string, days: string, freightChargeCents: number, freeFreightThresholdCents: number, minimumOrderCents: number } | null } };

export type SetProductNoteMutationVariables = Exact<{
  productId: string;
  notes: string;
}>;


export type SetProductNoteMutation = { setProductNote: { productId: string, notes: string } | null };

export type SettingsChangedSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type SettingsChangedSubscription = { settingsChanged: { cutoffHour: number, freightChargeCents: number, freeFreightThresholdCents: number } };

export type ListProductsQueryVariables = Exact<{
  category?: string | null | undefined;
  search?: string | null | undefined;
  after?: string | null | undefined;
  first?: number | null | undefined;
}>;


export type ListProductsQuery = { listProducts: { nextCursor: string | null, totalCount: number, products: Array<{ id: string, productName: string, productCode: string, productUnit: ProductUnit, isInStock: boolean, availability: string | null, image: { url: string, srcSet: string, width: number, height: number } | null, price: { defaultPrice: number, customPrice: number | null, price: number } | null }> } };

export type CatalogueProductFragment = { id: string, productName: string, productCode: string, productUnit: ProductUnit, isInStock: boolean, availability: string | null, image: { url: string, srcSet: string, width: number, height: number } | null, price: { defaultPrice: number, customPrice: number | null, price: number } | null };

export type MyPricesChangedSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type MyPricesChangedSubscription = { myPricesChanged: { reason: PriceChangeReason } };

export type ProductChangedSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type ProductChangedSubscription = { productChanged: { action: ChangeAction, product: { id: string } | null } };

export type CategoryChangedSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type CategoryChangedSubscription = { categoryChanged: { action: ChangeAction, category: { id: string, categoryName: string } } };

export type CreateCategoryMutationVariables = Exact<{
  categoryName: string;
}>;


export type CreateCategoryMutation = { createCategory: { id: string, categoryName: string } };

export type DeleteCategoryMutationVariables = Exact<{
  id: string;
}>;


export type DeleteCategoryMutation = { deleteCategory: string };

export type ListCategoriesQueryVariables = Exact<{ [key: string]: never; }>;


export type ListCategoriesQuery = { listCategories: Array<{ id: string, categoryName: string }> };

export type UpdateCategoryMutationVariables = Exact<{
  id: string;
  categoryName: string;
}>;


export type UpdateCategoryMutation = { updateCategory: { id: string, categoryName: string } };

export type ContactPrefillQueryVariables = Exact<{ [key: string]: never; }>;


export type ContactPrefillQuery = { myAccount: { firstName: string, lastName: string, email: string, phone: string } };

export type SendContactMessageMutationVariables = Exact<{
  input: ContactMessageInput;
}>;


export type SendContactMessageMutation = { sendContactMessage: boolean };

export type AdminCustomersQueryVariables = Exact<{
  search?: string | null | undefined;
  offset?: number | null | undefined;
  limit?: number | null | undefined;
}>;


export type AdminCustomersQuery = { adminCustomers: { totalCount: number, rows: Array<{ id: string, customerCode: string, firstName: string, lastName: string, email: string, mobile: string, companyName: string, customerLevel: CustomerLevel, isActive: boolean, onStop: boolean, onStopReason: string, onStopSince: string | null, paymentTerms: string | null, paymentTermsLabel: string, creditLimit: number | null, orderCount: number, recurringOrderCount: number, priceLevel: { id: string, name: string } | null, deliveryZone: { id: string, name: string } | null, address: { addr1: string, addr2: string, addr3: string, city: string, postalCode: string }, accountingSync: { state: AccountingSyncStateKind, lastError: string | null }, sync: Array<{ system: string, status: SyncStatus, lastError: string | null }> }> } };

export type AdminCustomerRowFragment = { id: string, customerCode: string, firstName: string, lastName: string, email: string, mobile: string, companyName: string, customerLevel: CustomerLevel, isActive: boolean, onStop: boolean, onStopReason: string, onStopSince: string | null, paymentTerms: string | null, paymentTermsLabel: string, creditLimit: number | null, orderCount: number, recurringOrderCount: number, priceLevel: { id: string, name: string } | null, deliveryZone: { id: string, name: string } | null, address: { addr1: string, addr2: string, addr3: string, city: string, postalCode: string }, accountingSync: { state: AccountingSyncStateKind, lastError: string | null }, sync: Array<{ system: string, status: SyncStatus, lastError: string | null }> };

export type CreateCustomerMutationVariables = Exact<{
  input: CustomerInput;
}>;


export type CreateCustomerMutation = { createCustomer: { id: string, customerCode: string, firstName: string, lastName: string, email: string, mobile: string, companyName: string, customerLevel: CustomerLevel, isActive: boolean, onStop: boolean, onStopReason: string, onStopSince: string | null, paymentTerms: string | null, paymentTermsLabel: string, creditLimit: number | null, orderCount: number, recurringOrderCount: number, priceLevel: { id: string, name: string } | null, deliveryZone: { id: string, name: string } | null, address: { addr1: string, addr2: string, addr3: string, city: string, postalCode: string }, accountingSync: { state: AccountingSyncStateKind, lastError: string | null }, sync: Array<{ system: string, status: SyncStatus, lastError: string | null }> } };

export type CustomerChangedSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type CustomerChangedSubscription = { customerChanged: { action: ChangeAction, customerId: string } };

export type CustomerCutoffRemindersQueryVariables = Exact<{
  customerId: string;
}>;


export type CustomerCutoffRemindersQuery = { customerCutoffReminders: Array<{ id: string, processingDate: string, sentAt: string, toEmail: string, hoursBefore: number }> };

export type CustomerDeliveryZonesQueryVariables = Exact<{ [key: string]: never; }>;


export type CustomerDeliveryZonesQuery = { deliveryZones: Array<{ id: string, name: string }> };

export type CustomerPriceLevelsQueryVariables = Exact<{ [key: string]: never; }>;


export type CustomerPriceLevelsQuery = { adminPriceLevels: { rows: Array<{ id: string, name: string }> } };

export type DeleteCustomerMutationVariables = Exact<{
  id: string;
}>;


export type DeleteCustomerMutation = { deleteCustomer: { id: string, outcome: CustomerDeleteOutcome } };

export type SetCustomerActiveMutationVariables = Exact<{
  customerId: string;
  isActive: boolean;
}>;


export type SetCustomerActiveMutation = { setCustomerActive: boolean };

export type SetCustomerOnStopMutationVariables = Exact<{
  id: string;
  onStop: boolean;
  reason?: string | null | undefined;
}>;


export type SetCustomerOnStopMutation = { setCustomerOnStop: { id: string, customerCode: string, firstName: string, lastName: string, email: string, mobile: string, companyName: string, customerLevel: CustomerLevel, isActive: boolean, onStop: boolean, onStopReason: string, onStopSince: string | null, paymentTerms: string | null, paymentTermsLabel: string, creditLimit: number | null, orderCount: number, recurringOrderCount: number, priceLevel: { id: string, name: string } | null, deliveryZone: { id: string, name: string } | null, address: { addr1: string, addr2: string, addr3: string, city: string, postalCode: string }, accountingSync: { state: AccountingSyncStateKind, lastError: string | null }, sync: Array<{ system: string, status: SyncStatus, lastError: string | null }> } };

export type ShopPaymentTermsQueryVariables = Exact<{ [key: string]: never; }>;


export type ShopPaymentTermsQuery = { invoiceSettings: { paymentTermsLabel: string } };

export type UpdateCustomerMutationVariables = Exact<{
  id: string;
  input: CustomerInput;
}>;


export type UpdateCustomerMutation = { updateCustomer: { id: string, customerCode: string, firstName: string, lastName: string, email: string, mobile: string, companyName: string, customerLevel: CustomerLevel, isActive: boolean, onStop: boolean, onStopReason: string, onStopSince: string | null, paymentTerms: string | null, paymentTermsLabel: string, creditLimit: number | null, orderCount: number, recurringOrderCount: number, priceLevel: { id: string, name: string } | null, deliveryZone: { id: string, name: string } | null, address: { addr1: string, addr2: string, addr3: string, city: string, postalCode: string }, accountingSync: { state: AccountingSyncStateKind, lastError: string | null }, sync: Array<{ system: string, status: SyncStatus, lastError: string | null }> } };

export type AccountingSalesQueryVariables = Exact<{
  from: string;
  to: string;
}>;


export type AccountingSalesQuery = { accountingSales: { dailySalesTotal: number, monthlySales: number, topCustomersDaily: Array<{ customerName: string, value: number }>, yearToDate: Array<{ customerName: string, value: number }>, donut: { value: number, customers: Array<{ customerName: string, value: number }> } } };

export type DashboardFiguresQueryVariables = Exact<{ [key: string]: never; }>;


export type DashboardFiguresQuery = { dashboardFigures: { today: string, totalCustomers: number, salesSource: SalesSource, daily: { exGst: number, incGst: number, invoiceCount: number }, yesterday: { exGst: number, incGst: number, invoiceCount: number }, monthToDate: { exGst: number, incGst: number, invoiceCount: number }, work: { processingDate: string, pending: number, packed: number, estimateTotal: number } } };

export type DashboardOrderChangedSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type DashboardOrderChangedSubscription = { adminOrderChanged: { action: ChangeAction, orderId: string } };

export type DashboardOrdersExportQueryVariables = Exact<{
  filter: AdminOrderFilter;
  from: string;
  to: string;
}>;


export type DashboardOrdersExportQuery = { adminOrdersExport: { totalCount: number, rows: Array<{ id: string, shortId: string, companyName: string | null, processingDate: string, status: OrderStatus }> } };

export type DashboardOrdersQueryVariables = Exact<{
  filter: AdminOrderFilter;
  from?: string | null | undefined;
  to?: string | null | undefined;
  offset: number;
  limit: number;
}>;


export type DashboardOrdersQuery = { adminOrders: { totalCount: number, countIsCapped: boolean, rows: Array<{ id: string, shortId: string, companyName: string | null, processingDate: string, status: OrderStatus }> } };

export type OrdersByDayQueryVariables = Exact<{
  from: string;
  to: string;
  status?: OrderStatus | null | undefined;
}>;


export type OrdersByDayQuery = { ordersByDay: Array<{ date: string, pending: number, packed: number, completed: number, cancelled: number }> };

export type SalesByDayQueryVariables = Exact<{
  from: string;
  to: string;
}>;


export type SalesByDayQuery = { salesByDay: Array<{ date: string, exGst: number, incGst: number, invoiceCount: number }> };

export type TopCustomersQueryVariables = Exact<{
  from: string;
  to: string;
}>;


export type TopCustomersQuery = { topCustomers: { from: string, to: string, total: { exGst: number, incGst: number, invoiceCount: number }, customers: Array<{ customerId: string | null, customerName: string, exGst: number, incGst: number }>, others: { exGst: number, incGst: number, invoiceCount: number } } };

export type UndeliveredStopsQueryVariables = Exact<{ [key: string]: never; }>;


export type UndeliveredStopsQuery = { undeliveredStops: Array<{ orderId: string, shortId: string, companyName: string, phone: string, zoneName: string, processingDate: string }> };

export type ArrangeDeliveryRunMutationVariables = Exact<{
  date: string;
  zoneId?: string | null | undefined;
  customerIds: Array<string> | string;
}>;


export type ArrangeDeliveryRunMutation = { arrangeDeliveryRun: { zoneId: string | null, zoneName: string, driverName: string | null, finishedAt: string | null, stops: Array<{ orderId: string, shortId: string, customerId: string | null, companyName: string, contactName: string, phone: string, address: Array<string>, notes: string, purchaseOrder: string, status: string, lineCount: number, cartons: number, deliveredAt: string | null, receivedBy: string | null }> } };

export type RunSheetOrderChangedSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type RunSheetOrderChangedSubscription = { adminOrderChanged: { action: ChangeAction, orderId: string } };

export type DeliveryRunFieldsFragment = { zoneId: string | null, zoneName: string, driverName: string | null, finishedAt: string | null, stops: Array<{ orderId: string, shortId: string, customerId: string | null, companyName: string, contactName: string, phone: string, address: Array<string>, notes: string, purchaseOrder: string, status: string, lineCount: number, cartons: number, deliveredAt: string | null, receivedBy: string | null }> };

export type DeliveryRunsQueryVariables = Exact<{
  date: string;
}>;


export type DeliveryRunsQuery = { deliveryRuns: Array<{ zoneId: string | null, zoneName: string, driverName: string | null, finishedAt: string | null, stops: Array<{ orderId: string, shortId: string, customerId: string | null, companyName: string, contactName: string, phone: string, address: Array<string>, notes: string, purchaseOrder: string, status: string, lineCount: number, cartons: number, deliveredAt: string | null, receivedBy: string | null }> }> };

export type RunSheetPackingDayQueryVariables = Exact<{ [key: string]: never; }>;


export type RunSheetPackingDayQuery = { packingBoard: { processingDate: string } };

export type CreateDeliveryZoneMutationVariables = Exact<{
  input: DeliveryZoneInput;
}>;


export type CreateDeliveryZoneMutation = { createDeliveryZone: { id: string, name: string, weekdays: Array<number>, cutoffHour: number | null, freightChargeCents: number, freeFreightThresholdCents: number, minimumOrderCents: number, customerCount: number, driverId: string | null, driverName: string | null } };

export type DeleteDeliveryZoneMutationVariables = Exact<{
  id: string;
}>;


export type DeleteDeliveryZoneMutation = { deleteDeliveryZone: number };

export type DeliveryZoneDriversQueryVariables = Exact<{ [key: string]: never; }>;


export type DeliveryZoneDriversQuery = { listDrivers: Array<{ id: string, firstName: string, lastName: string, email: string }> };

export type DeliveryZonesQueryVariables = Exact<{ [key: string]: never; }>;


export type DeliveryZonesQuery = { deliveryZones: Array<{ id: string, name: string, weekdays: Array<number>, cutoffHour: number | null, freightChargeCents: number, freeFreightThresholdCents: number, minimumOrderCents: number, customerCount: number, driverId: string | null, driverName: string | null }> };

export type DeliveryZoneFieldsFragment = { id: string, name: string, weekdays: Array<number>, cutoffHour: number | null, freightChargeCents: number, freeFreightThresholdCents: number, minimumOrderCents: number, customerCount: number, driverId: string | null, driverName: string | null };

export type UpdateDeliveryZoneMutationVariables = Exact<{
  id: string;
  input: DeliveryZoneInput;
}>;


export type UpdateDeliveryZoneMutation = { updateDeliveryZone: { id: string, name: string, weekdays: Array<number>, cutoffHour: number | null, freightChargeCents: number, freeFreightThresholdCents: number, minimumOrderCents: number, customerCount: number, driverId: string | null, driverName: string | null } };

export type DriverRunFieldsFragment = { zoneId: string, zoneName: string, finishedAt: string | null, stops: Array<{ orderId: string, shortId: string, customerId: string | null, companyName: string, contactName: string, phone: string, address: Array<string>, notes: string, purchaseOrder: string, status: string, lineCount: number, cartons: number, deliveredAt: string | null, receivedBy: string | null }> };

export type DriverDeliveryRunsQueryVariables = Exact<{
  date: string;
}>;


export type DriverDeliveryRunsQuery = { myDeliveryRuns: Array<{ zoneId: string, zoneName: string, finishedAt: string | null, stops: Array<{ orderId: string, shortId: string, customerId: string | null, companyName: string, contactName: string, phone: string, address: Array<string>, notes: string, purchaseOrder: string, status: string, lineCount: number, cartons: number, deliveredAt: string | null, receivedBy: string | null }> }> };

export type DriverFinishRunMutationVariables = Exact<{
  zoneId: string;
  date: string;
}>;


export type DriverFinishRunMutation = { finishDeliveryRun: string };

export type DriverMarkDeliveredMutationVariables = Exact<{
  input: DeliveryInput;
}>;


export type DriverMarkDeliveredMutation = { markDelivered: { deliveredAt: string, receivedBy: string } };

export type CheckIntegrationConnectionMutationVariables = Exact<{
  system: ExternalSystem;
}>;


export type CheckIntegrationConnectionMutation = { checkIntegrationConnection: { system: ExternalSystem, lastCheck: { ok: boolean, checkedAt: string } | null } };

export type ConnectionCheckedSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type ConnectionCheckedSubscription = { connectionChecked: { system: ExternalSystem, ok: boolean, checkedAt: string } };

export type DismissPushMutationVariables = Exact<{
  id: string;
  reason: string;
}>;


export type DismissPushMutation = { dismissPush: boolean };

export type IntegrationSystemsQueryVariables = Exact<{ [key: string]: never; }>;


export type IntegrationSystemsQuery = { integrations: { systems: Array<{ system: ExternalSystem, adapter: IntegrationAdapter, host: string | null, pending: number, failed: number, lastCheck: { ok: boolean, checkedAt: string } | null }> } };

export type PushesChangedSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type PushesChangedSubscription = { pushesChanged: { pushIds: Array<string> } };

export type PushesQueryVariables = Exact<{
  status: PushFilter;
  offset: number;
  limit: number;
}>;


export type PushesQuery = { pushes: { total: number, rows: Array<{ id: string, system: ExternalSystem, what: string, attempts: number, lastError: string | null, state: PushState, nextAttemptAt: string | null, createdAt: string, record: { kind: PushRecordKind, name: string, link: string | null } | null, dismissal: { reason: string, byName: string, at: string } | null }> } };

export type RetryPushMutationVariables = Exact<{
  id: string;
}>;


export type RetryPushMutation = { retryPush: boolean };

export type CancelMyOrderMutationVariables = Exact<{
  id: string;
  version: number;
}>;


export type CancelMyOrderMutation = { cancelMyOrder: { id: string, shortId: string, orderDay: string, processingDate: string, status: CustomerOrderStatus, purchaseOrder: string, isDelivery: boolean | null, freight: number, cutting: number, hasInvoice: boolean, version: number, customerChange: { canChange: boolean, message: string, phone: string | null }, delivery: { deliveredAt: string, receivedBy: string, photoUrl: string | null, signatureUrl: string | null } | null, invoice: { number: number, pdfUrl: string } | null, correctionNotes: Array<{ id: string, number: string, title: string, pdfUrl: string }>, totals: { subTotal: number, freight: number, cutting: number, gst: number, total: number } | null, lines: Array<{ id: string, productId: string | null, productName: string, productCode: string, productUnit: OrderLineUnit, quantity: number, packedWeight: number | null, unitPrice: number, notes: string, image: { url: string, srcSet: string, width: number, height: number } | null, product: { id: string, productName: string, productCode: string, productUnit: ProductUnit, isInStock: boolean, image: { url: string } | null } | null }> } };

export type ChangeMyOrderMutationVariables = Exact<{
  id: string;
  version: number;
  input: ChangeMyOrderInput;
}>;


export type ChangeMyOrderMutation = { changeMyOrder: { id: string, shortId: string, orderDay: string, processingDate: string, status: CustomerOrderStatus, purchaseOrder: string, isDelivery: boolean | null, freight: number, cutting: number, hasInvoice: boolean, version: number, customerChange: { canChange: boolean, message: string, phone: string | null }, delivery: { deliveredAt: string, receivedBy: string, photoUrl: string | null, signatureUrl: string | null } | null, invoice: { number: number, pdfUrl: string } | null, correctionNotes: Array<{ id: string, number: string, title: string, pdfUrl: string }>, totals: { subTotal: number, freight: number, cutting: number, gst: number, total: number } | null, lines: Array<{ id: string, productId: string | null, productName: string, productCode: string, productUnit: OrderLineUnit, quantity: number, packedWeight: number | null, unitPrice: number, notes: string, image: { url: string, srcSet: string, width: number, height: number } | null, product: { id: string, productName: string, productCode: string, productUnit: ProductUnit, isInStock: boolean, image: { url: string } | null } | null }> } };

export type GetMyOrderQueryVariables = Exact<{
  id: string;
}>;


export type GetMyOrderQuery = { getMyOrder: { id: string, shortId: string, orderDay: string, processingDate: string, status: CustomerOrderStatus, purchaseOrder: string, isDelivery: boolean | null, freight: number, cutting: number, hasInvoice: boolean, version: number, customerChange: { canChange: boolean, message: string, phone: string | null }, delivery: { deliveredAt: string, receivedBy: string, photoUrl: string | null, signatureUrl: string | null } | null, invoice: { number: number, pdfUrl: string } | null, correctionNotes: Array<{ id: string, number: string, title: string, pdfUrl: string }>, totals: { subTotal: number, freight: number, cutting: number, gst: number, total: number } | null, lines: Array<{ id: string, productId: string | null, productName: string, productCode: string, productUnit: OrderLineUnit, quantity: number, packedWeight: number | null, unitPrice: number, notes: string, image: { url: string, srcSet: string, width: number, height: number } | null, product: { id: string, productName: string, productCode: string, productUnit: ProductUnit, isInStock: boolean, image: { url: string } | null } | null }> } };

export type MyOrderDetailFragment = { id: string, shortId: string, orderDay: string, processingDate: string, status: CustomerOrderStatus, purchaseOrder: string, isDelivery: boolean | null, freight: number, cutting: number, hasInvoice: boolean, version: number, customerChange: { canChange: boolean, message: string, phone: string | null }, delivery: { deliveredAt: string, receivedBy: string, photoUrl: string | null, signatureUrl: string | null } | null, invoice: { number: number, pdfUrl: string } | null, correctionNotes: Array<{ id: string, number: string, title: string, pdfUrl: string }>, totals: { subTotal: number, freight: number, cutting: number, gst: number, total: number } | null, lines: Array<{ id: string, productId: string | null, productName: string, productCode: string, productUnit: OrderLineUnit, quantity: number, packedWeight: number | null, unitPrice: number, notes: string, image: { url: string, srcSet: string, width: number, height: number } | null, product: { id: string, productName: string, productCode: string, productUnit: ProductUnit, isInStock: boolean, image: { url: string } | null } | null }> };

export type ListMyOrdersQueryVariables = Exact<{
  status: CustomerOrderFilter;
  offset: number;
  limit: number;
}>;


export type ListMyOrdersQuery = { listMyOrders: { totalCount: number, orders: Array<{ id: string, shortId: string, orderDay: string, status: CustomerOrderStatus, itemCount: number, hasInvoice: boolean, totals: { total: number } | null, delivery: { deliveredAt: string, receivedBy: string } | null }> } };

export type MyOrderRowFragment = { id: string, shortId: string, orderDay: string, status: CustomerOrderStatus, itemCount: number, hasInvoice: boolean, totals: { total: number } | null, delivery: { deliveredAt: string, receivedBy: string } | null };

export type MyOrderChangedSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type MyOrderChangedSubscription = { myOrderChanged: { action: ChangeAction, order: { id: string } } };

export type SearchOrderProductsQueryVariables = Exact<{
  term: string;
}>;


export type SearchOrderProductsQuery = { searchProducts: Array<{ id: string, productName: string, productCode: string, productUnit: ProductUnit, isInStock: boolean, price: { price: number } | null }> };

export type ListNotificationsQueryVariables = Exact<{ [key: string]: never; }>;


export type ListNotificationsQuery = { listNotifications: Array<{ id: string, user: string, message: string, notificationTime: string, orderId: string | null }> };

export type NotificationCreatedSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type NotificationCreatedSubscription = { notificationCreated: { id: string, message: string, orderId: string | null, mine: boolean } };

export type OrderEditorChangedSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type OrderEditorChangedSubscription = { adminOrderChanged: { action: ChangeAction, orderId: string, version: number | null, actorName: string | null } };

export type OrderEditorOrderQueryVariables = Exact<{
  id: string;
}>;


export type OrderEditorOrderQuery = { adminOrder: { id: string, shortId: string, version: number, status: OrderStatus, orderDate: string, processingDate: string, line: CustomerLevel, priceLevelId: string | null, purchaseOrder: string, notes: string, isDelivery: boolean | null, freight: number, cutting: number, productionRef: string | null, invoiceNumber: number | null, totalIsEstimate: boolean, updatedAt: string, updatedByName: string | null, customer: { id: string | null, companyName: string, contactName: string, email: string, phone: string, exists: boolean }, lines: Array<{ id: string, productId: string | null, productName: string, productCode: string, productUnit: OrderLineUnit, categoryName: string, quantity: number, packedWeight: number | null, unitPrice: number, levelPrice: number | null, priceOverridden: boolean, notes: string, image: { url: string, srcSet: string, width: number, height: number } | null }>, totals: { subTotal: number, freight: number, cutting: number, gst: number, total: number }, delivery: { deliveredAt: string, receivedBy: string, recordedBy: string, photoUrl: string | null, signatureUrl: string | null } | null, invoice: { id: string, number: number, revision: number, issuedAt: string, total: number, pdfUrl: string, emailedAt: string | null, xeroProblem: string | null } | null, correctionNotes: Array<{ id: string, kind: CorrectionKind, number: string, xeroProblem: string | null, title: string, issuedAt: string, reason: string, invoiceNumber: number, total: number, gst: number, pdfUrl: string }>, invoiceRevisions: Array<{ revision: number, at: string, actorName: string, summary: string, total: number, changes: Array<{ field: string, before: string | null, after: string | null }> }>, sync: Array<{ system: string, status: SyncStatus, topic: string, attempts: number, lastError: string | null, updatedAt: string }>, history: Array<{ id: string, version: number, at: string, actorName: string, summary: string, changes: Array<{ field: string, before: string | null, after: string | null }> }> } | null };

export type AdminOrderFieldsFragment = { id: string, shortId: string, version: number, status: OrderStatus, orderDate: string, processingDate: string, line: CustomerLevel, priceLevelId: string | null, purchaseOrder: string, notes: string, isDelivery: boolean | null, freight: number, cutting: number, productionRef: string | null, invoiceNumber: number | null, totalIsEstimate: boolean, updatedAt: string, updatedByName: string | null, customer: { id: string | null, companyName: string, contactName: string, email: string, phone: string, exists: boolean }, lines: Array<{ id: string, productId: string | null, productName: string, productCode: string, productUnit: OrderLineUnit, categoryName: string, quantity: number, packedWeight: number | null, unitPrice: number, levelPrice: number | null, priceOverridden: boolean, notes: string, image: { url: string, srcSet: string, width: number, height: number } | null }>, totals: { subTotal: number, freight: number, cutting: number, gst: number, total: number }, delivery: { deliveredAt: string, receivedBy: string, recordedBy: string, photoUrl: string | null, signatureUrl: string | null } | null, invoice: { id: string, number: number, revision: number, issuedAt: string, total: number, pdfUrl: string, emailedAt: string | null, xeroProblem: string | null } | null, correctionNotes: Array<{ id: string, kind: CorrectionKind, number: string, xeroProblem: string | null, title: string, issuedAt: string, reason: string, invoiceNumber: number, total: number, gst: number, pdfUrl: string }>, invoiceRevisions: Array<{ revision: number, at: string, actorName: string, summary: string, total: number, changes: Array<{ field: string, before: string | null, after: string | null }> }>, sync: Array<{ system: string, status: SyncStatus, topic: string, attempts: number, lastError: string | null, updatedAt: string }>, history: Array<{ id: string, version: number, at: string, actorName: string, summary: string, changes: Array<{ field: string, before: string | null, after: string | null }> }> };

export type CreateInvoiceMutationVariables = Exact<{
  orderId: string;
  sendCustomerEmail: boolean;
}>;


export type CreateInvoiceMutation = { createInvoice: { id: string, shortId: string, version: number, status: OrderStatus, orderDate: string, processingDate: string, line: CustomerLevel, priceLevelId: string | null, purchaseOrder: string, notes: string, isDelivery: boolean | null, freight: number, cutting: number, productionRef: string | null, invoiceNumber: number | null, totalIsEstimate: boolean, updatedAt: string, updatedByName: string | null, customer: { id: string | null, companyName: string, contactName: string, email: string, phone: string, exists: boolean }, lines: Array<{ id: string, productId: string | null, productName: string, productCode: string, productUnit: OrderLineUnit, categoryName: string, quantity: number, packedWeight: number | null, unitPrice: number, levelPrice: number | null, priceOverridden: boolean, notes: string, image: { url: string, srcSet: string, width: number, height: number } | null }>, totals: { subTotal: number, freight: number, cutting: number, gst: number, total: number }, delivery: { deliveredAt: string, receivedBy: string, recordedBy: string, photoUrl: string | null, signatureUrl: string | null } | null, invoice: { id: string, number: number, revision: number, issuedAt: string, total: number, pdfUrl: string, emailedAt: string | null, xeroProblem: string | null } | null, correctionNotes: Array<{ id: string, kind: CorrectionKind, number: string, xeroProblem: string | null, title: string, issuedAt: string, reason: string, invoiceNumber: number, total: number, gst: number, pdfUrl: string }>, invoiceRevisions: Array<{ revision: number, at: string, actorName: string, summary: string, total: number, changes: Array<{ field: string, before: string | null, after: string | null }> }>, sync: Array<{ system: string, status: SyncStatus, topic: string, attempts: number, lastError: string | null, updatedAt: string }>, history: Array<{ id: string, version: number, at: string, actorName: string, summary: string, changes: Array<{ field: string, before: string | null, after: string | null }> }> } };

export type CreateStaffOrderMutationVariables = Exact<{
  input: StaffOrderInput;
  sendCustomerEmail: boolean;
  stopOverride?: string | null | undefined;
}>;


export type CreateStaffOrderMutation = { createStaffOrder: { id: string, shortId: string, version: number, status: OrderStatus, orderDate: string, processingDate: string, line: CustomerLevel, priceLevelId: string | null, purchaseOrder: string, notes: string, isDelivery: boolean | null, freight: number, cutting: number, productionRef: string | null, invoiceNumber: number | null, totalIsEstimate: boolean, updatedAt: string, updatedByName: string | null, customer: { id: string | null, companyName: string, contactName: string, email: string, phone: string, exists: boolean }, lines: Array<{ id: string, productId: string | null, productName: string, productCode: string, productUnit: OrderLineUnit, categoryName: string, quantity: number, packedWeight: number | null, unitPrice: number, levelPrice: number | null, priceOverridden: boolean, notes: string, image: { url: string, srcSet: string, width: number, height: number } | null }>, totals: { subTotal: number, freight: number, cutting: number, gst: number, total: number }, delivery: { deliveredAt: string, receivedBy: string, recordedBy: string, photoUrl: string | null, signatureUrl: string | null } | null, invoice: { id: string, number: number, revision: number, issuedAt: string, total: number, pdfUrl: string, emailedAt: string | null, xeroProblem: string | null } | null, correctionNotes: Array<{ id: string, kind: CorrectionKind, number: string, xeroProblem: string | null, title: string, issuedAt: string, reason: string, invoiceNumber: number, total: number, gst: number, pdfUrl: string }>, invoiceRevisions: Array<{ revision: number, at: string, actorName: string, summary: string, total: number, changes: Array<{ field: string, before: string | null, after: string | null }> }>, sync: Array<{ system: string, status: SyncStatus, topic: string, attempts: number, lastError: string | null, updatedAt: string }>, history: Array<{ id: string, version: number, at: string, actorName: string, summary: string, changes: Array<{ field: string, before: string | null, after: string | null }> }> } };

export type DeleteStaffOrderMutationVariables = Exact<{
  id: string;
  version: number;
}>;


export type DeleteStaffOrderMutation = { deleteStaffOrder: boolean };

export type MarkDeliveredMutationVariables = Exact<{
  input: DeliveryInput;
}>;


export type MarkDeliveredMutation = { markDelivered: { deliveredAt: string, receivedBy: string, recordedBy: string, photoUrl: string | null, signatureUrl: string | null } };

export type OrderEditorIntegrationsQueryVariables = Exact<{ [key: string]: never; }>;


export type OrderEditorIntegrationsQuery = { integrations: { production: boolean, accounting: boolean } };

export type OrderEditorSettingsQueryVariables = Exact<{ [key: string]: never; }>;


export type OrderEditorSettingsQuery = { getSettingsVariables: { cutoffHour: number, freightChargeCents: number, freeFreightThresholdCents: number }, closedDays: Array<{ date: string, name: string }> };

export type RecordReturnMutationVariables = Exact<{
  input: ReturnInput;
}>;


export type RecordReturnMutation = { recordReturn: { id: string, shortId: string, version: number, status: OrderStatus, orderDate: string, processingDate: string, line: CustomerLevel, priceLevelId: string | null, purchaseOrder: string, notes: string, isDelivery: boolean | null, freight: number, cutting: number, productionRef: string | null, invoiceNumber: number | null, totalIsEstimate: boolean, updatedAt: string, updatedByName: string | null, customer: { id: string | null, companyName: string, contactName: string, email: string, phone: string, exists: boolean }, lines: Array<{ id: string, productId: string | null, productName: string, productCode: string, productUnit: OrderLineUnit, categoryName: string, quantity: number, packedWeight: number | null, unitPrice: number, levelPrice: number | null, priceOverridden: boolean, notes: string, image: { url: string, srcSet: string, width: number, height: number } | null }>, totals: { subTotal: number, freight: number, cutting: number, gst: number, total: number }, delivery: { deliveredAt: string, receivedBy: string, recordedBy: string, photoUrl: string | null, signatureUrl: string | null } | null, invoice: { id: string, number: number, revision: number, issuedAt: string, total: number, pdfUrl: string, emailedAt: string | null, xeroProblem: string | null } | null, correctionNotes: Array<{ id: string, kind: CorrectionKind, number: string, xeroProblem: string | null, title: string, issuedAt: string, reason: string, invoiceNumber: number, total: number, gst: number, pdfUrl: string }>, invoiceRevisions: Array<{ revision: number, at: string, actorName: string, summary: string, total: number, changes: Array<{ field: string, before: string | null, after: string | null }> }>, sync: Array<{ system: string, status: SyncStatus, topic: string, attempts: number, lastError: string | null, updatedAt: string }>, history: Array<{ id: string, version: number, at: string, actorName: string, summary: string, changes: Array<{ field: string, before: string | null, after: string | null }> }> } };

export type RetryOrderSyncMutationVariables = Exact<{
  orderId: string;
}>;


export type RetryOrderSyncMutation = { retryOrderSync: { id: string, shortId: string, version: number, status: OrderStatus, orderDate: string, processingDate: string, line: CustomerLevel, priceLevelId: string | null, purchaseOrder: string, notes: string, isDelivery: boolean | null, freight: number, cutting: number, productionRef: string | null, invoiceNumber: number | null, totalIsEstimate: boolean, updatedAt: string, updatedByName: string | null, customer: { id: string | null, companyName: string, contactName: string, email: string, phone: string, exists: boolean }, lines: Array<{ id: string, productId: string | null, productName: string, productCode: string, productUnit: OrderLineUnit, categoryName: string, quantity: number, packedWeight: number | null, unitPrice: number, levelPrice: number | null, priceOverridden: boolean, notes: string, image: { url: string, srcSet: string, width: number, height: number } | null }>, totals: { subTotal: number, freight: number, cutting: number, gst: number, total: number }, delivery: { deliveredAt: string, receivedBy: string, recordedBy: string, photoUrl: string | null, signatureUrl: string | null } | null, invoice: { id: string, number: number, revision: number, issuedAt: string, total: number, pdfUrl: string, emailedAt: string | null, xeroProblem: string | null } | null, correctionNotes: Array<{ id: string, kind: CorrectionKind, number: string, xeroProblem: string | null, title: string, issuedAt: string, reason: string, invoiceNumber: number, total: number, gst: number, pdfUrl: string }>, invoiceRevisions: Array<{ revision: number, at: string, actorName: string, summary: string, total: number, changes: Array<{ field: string, before: string | null, after: string | null }> }>, sync: Array<{ system: string, status: SyncStatus, topic: string, attempts: number, lastError: string | null, updatedAt: string }>, history: Array<{ id: string, version: number, at: string, actorName: string, summary: string, changes: Array<{ field: string, before: string | null, after: string | null }> }> } };

export type ReturnPreviewQueryVariables = Exact<{
  input: ReturnInput;
}>;


export type ReturnPreviewQuery = { returnPreview: { kind: CorrectionKind, title: string, subTotal: number, gst: number, total: number, lines: Array<{ productName: string, unit: string, amount: number, before: { quantity: number, unitPrice: number, amount: number } | null, after: { quantity: number, unitPrice: number, amount: number } | null }> } };

export type SyncOrderFromProductionMutationVariables = Exact<{
  id: string;
}>;


export type SyncOrderFromProductionMutation = { syncOrderFromProduction: { changed: boolean, order: { id: string, shortId: string, version: number, status: OrderStatus, orderDate: string, processingDate: string, line: CustomerLevel, priceLevelId: string | null, purchaseOrder: string, notes: string, isDelivery: boolean | null, freight: number, cutting: number, productionRef: string | null, invoiceNumber: number | null, totalIsEstimate: boolean, updatedAt: string, updatedByName: string | null, customer: { id: string | null, companyName: string, contactName: string, email: string, phone: string, exists: boolean }, lines: Array<{ id: string, productId: string | null, productName: string, productCode: string, productUnit: OrderLineUnit, categoryName: string, quantity: number, packedWeight: number | null, unitPrice: number, levelPrice: number | null, priceOverridden: boolean, notes: string, image: { url: string, srcSet: string, width: number, height: number } | null }>, totals: { subTotal: number, freight: number, cutting: number, gst: number, total: number }, delivery: { deliveredAt: string, receivedBy: string, recordedBy: string, photoUrl: string | null, signatureUrl: string | null } | null, invoice: { id: string, number: number, revision: number, issuedAt: string, total: number, pdfUrl: string, emailedAt: string | null, xeroProblem: string | null } | null, correctionNotes: Array<{ id: string, kind: CorrectionKind, number: string, xeroProblem: string | null, title: string, issuedAt: string, reason: string, invoiceNumber: number, total: number, gst: number, pdfUrl: string }>, invoiceRevisions: Array<{ revision: number, at: string, actorName: string, summary: string, total: number, changes: Array<{ field: string, before: string | null, after: string | null }> }>, sync: Array<{ system: string, status: SyncStatus, topic: string, attempts: number, lastError: string | null, updatedAt: string }>, history: Array<{ id: string, version: number, at: string, actorName: string, summary: string, changes: Array<{ field: string, before: string | null, after: string | null }> }> } } };

export type UpdateStaffOrderMutationVariables = Exact<{
  id: string;
  version: number;
  input: StaffOrderInput;
  correction?: InvoiceCorrectionInput | null | undefined;
}>;


export type UpdateStaffOrderMutation = { updateStaffOrder: { id: string, shortId: string, version: number, status: OrderStatus, orderDate: string, processingDate: string, line: CustomerLevel, priceLevelId: string | null, purchaseOrder: string, notes: string, isDelivery: boolean | null, freight: number, cutting: number, productionRef: string | null, invoiceNumber: number | null, totalIsEstimate: boolean, updatedAt: string, updatedByName: string | null, customer: { id: string | null, companyName: string, contactName: string, email: string, phone: string, exists: boolean }, lines: Array<{ id: string, productId: string | null, productName: string, productCode: string, productUnit: OrderLineUnit, categoryName: string, quantity: number, packedWeight: number | null, unitPrice: number, levelPrice: number | null, priceOverridden: boolean, notes: string, image: { url: string, srcSet: string, width: number, height: number } | null }>, totals: { subTotal: number, freight: number, cutting: number, gst: number, total: number }, delivery: { deliveredAt: string, receivedBy: string, recordedBy: string, photoUrl: string | null, signatureUrl: string | null } | null, invoice: { id: string, number: number, revision: number, issuedAt: string, total: number, pdfUrl: string, emailedAt: string | null, xeroProblem: string | null } | null, correctionNotes: Array<{ id: string, kind: CorrectionKind, number: string, xeroProblem: string | null, title: string, issuedAt: string, reason: string, invoiceNumber: number, total: number, gst: number, pdfUrl: string }>, invoiceRevisions: Array<{ revision: number, at: string, actorName: string, summary: string, total: number, changes: Array<{ field: string, before: string | null, after: string | null }> }>, sync: Array<{ system: string, status: SyncStatus, topic: string, attempts: number, lastError: string | null, updatedAt: string }>, history: Array<{ id: string, version: number, at: string, actorName: string, summary: string, changes: Array<{ field: string, before: string | null, after: string | null }> }> } };

export type OrderGuideFieldsFragment = { customerId: string, lines: Array<{ parLevel: number | null, lastQuantity: number | null, lastOrderedOn: string | null, timesOrdered: number, product: { id: string, productName: string, productCode: string, productUnit: ProductUnit, categoryName: string, isInStock: boolean, image: { url: string, srcSet: string } | null, price: { price: number } | null } }> };

export type MyOrderGuideQueryVariables = Exact<{ [key: string]: never; }>;


export type MyOrderGuideQuery = { myOrderGuide: { customerId: string, lines: Array<{ parLevel: number | null, lastQuantity: number | null, lastOrderedOn: string | null, timesOrdered: number, product: { id: string, productName: string, productCode: string, productUnit: ProductUnit, categoryName: string, isInStock: boolean, image: { url: string, srcSet: string } | null, price: { price: number } | null } }> } };

export type CustomerOrderGuideQueryVariables = Exact<{
  customerId: string;
}>;


export type CustomerOrderGuideQuery = { customerOrderGuide: { customerId: string, lines: Array<{ parLevel: number | null, lastQuantity: number | null, lastOrderedOn: string | null, timesOrdered: number, product: { id: string, productName: string, productCode: string, productUnit: ProductUnit, categoryName: string, isInStock: boolean, image: { url: string, srcSet: string } | null, price: { price: number } | null } }> } };

export type SetOrderGuideParLevelMutationVariables = Exact<{
  customerId?: string | null | undefined;
  productId: string;
  parLevel?: number | null | undefined;
}>;


export type SetOrderGuideParLevelMutation = { setOrderGuideParLevel: { customerId: string, lines: Array<{ parLevel: number | null, lastQuantity: number | null, lastOrderedOn: string | null, timesOrdered: number, product: { id: string, productName: string, productCode: string, productUnit: ProductUnit, categoryName: string, isInStock: boolean, image: { url: string, srcSet: string } | null, price: { price: number } | null } }> } };

export type AddOrderGuideProductMutationVariables = Exact<{
  customerId?: string | null | undefined;
  productId: string;
}>;


export type AddOrderGuideProductMutation = { addOrderGuideProduct: { customerId: string, lines: Array<{ parLevel: number | null, lastQuantity: number | null, lastOrderedOn: string | null, timesOrdered: number, product: { id: string, productName: string, productCode: string, productUnit: ProductUnit, categoryName: string, isInStock: boolean, image: { url: string, srcSet: string } | null, price: { price: number } | null } }> } };

export type RemoveOrderGuideProductMutationVariables = Exact<{
  customerId?: string | null | undefined;
  productId: string;
}>;


export type RemoveOrderGuideProductMutation = { removeOrderGuideProduct: { customerId: string, lines: Array<{ parLevel: number | null, lastQuantity: number | null, lastOrderedOn: string | null, timesOrdered: number, product: { id: string, productName: string, productCode: string, productUnit: ProductUnit, categoryName: string, isInStock: boolean, image: { url: string, srcSet: string } | null, price: { price: number } | null } }> } };

export type ArrangeOrderGuideMutationVariables = Exact<{
  customerId?: string | null | undefined;
  productIds: Array<string> | string;
}>;


export type ArrangeOrderGuideMutation = { arrangeOrderGuide: { customerId: string, lines: Array<{ parLevel: number | null, lastQuantity: number | null, lastOrderedOn: string | null, timesOrdered: number, product: { id: string, productName: string, productCode: string, productUnit: ProductUnit, categoryName: string, isInStock: boolean, image: { url: string, srcSet: string } | null, price: { price: number } | null } }> } };

export type SearchGuideProductsQueryVariables = Exact<{
  term: string;
}>;


export type SearchGuideProductsQuery = { searchProducts: Array<{ id: string, productName: string, productCode: string }> };

export type AdminOrderChangedSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type AdminOrderChangedSubscription = { adminOrderChanged: { action: ChangeAction, orderId: string } };

export type AdminOrdersQueryVariables = Exact<{
  filter: AdminOrderFilter;
  search?: string | null | undefined;
  from?: string | null | undefined;
  to?: string | null | undefined;
  offset: number;
  limit: number;
}>;


export type AdminOrdersQuery = { adminOrders: { totalCount: number, countIsCapped: boolean, rows: Array<{ id: string, shortId: string, customerId: string | null, companyName: string | null, processingDate: string, isDelivery: boolean | null, itemCount: number, total: number, totalIsEstimate: boolean, status: OrderStatus, invoiceNumber: number | null }> } };

export type AdminOrderRowFragment = { id: string, shortId: string, customerId: string | null, companyName: string | null, processingDate: string, isDelivery: boolean | null, itemCount: number, total: number, totalIsEstimate: boolean, status: OrderStatus, invoiceNumber: number | null };

export type CreateInvoicesMutationVariables = Exact<{
  orderIds: Array<string> | string;
  sendCustomerEmail: boolean;
}>;


export type CreateInvoicesMutation = { createInvoices: { created: number, skipped: number, invoiceIds: Array<string> } };

export type InvoiceBatchPreviewQueryVariables = Exact<{ [key: string]: never; }>;


export type InvoiceBatchPreviewQuery = { invoiceBatchPreview: Array<{ orderId: string, shortId: string, companyName: string, processingDate: string, total: number, farOffLines: Array<string>, unusuallyLarge: boolean }> };

export type IssuedInvoicesQueryVariables = Exact<{
  from: string;
  to: string;
}>;


export type IssuedInvoicesQuery = { issuedInvoices: { totalCount: number, invoices: Array<{ id: string, number: number, orderId: string, shortId: string, companyName: string, issuedAt: string, total: number }> } };

export type OrdersIntegrationsQueryVariables = Exact<{ [key: string]: never; }>;


export type OrdersIntegrationsQuery = { integrations: { production: boolean, accounting: boolean } };

export type SyncOrdersWithProductionMutationVariables = Exact<{ [key: string]: never; }>;


export type SyncOrdersWithProductionMutation = { syncOrdersWithProduction: { sent: number, updated: number } };

export type MarkOrderPackedMutationVariables = Exact<{
  id: string;
  confirmFarOff?: boolean | null | undefined;
}>;


export type MarkOrderPackedMutation = { markOrderPacked: { id: string, status: OrderStatus } };

export type PackingBoardQueryVariables = Exact<{
  processingDate?: string | null | undefined;
}>;


export type PackingBoardQuery = { packingBoard: { processingDate: string, orders: Array<{ id: string, shortId: string, version: number, companyName: string | null, isDelivery: boolean | null, purchaseOrder: string, notes: string, status: OrderStatus, lines: Array<{ id: string, productName: string, productCode: string, productUnit: OrderLineUnit, quantity: number, packedWeight: number | null, notes: string, farOff: boolean }> }> } };

export type PackingOrderFragment = { id: string, shortId: string, version: number, companyName: string | null, isDelivery: boolean | null, purchaseOrder: string, notes: string, status: OrderStatus, lines: Array<{ id: string, productName: string, productCode: string, productUnit: OrderLineUnit, quantity: number, packedWeight: number | null, notes: string, farOff: boolean }> };

export type PackingLineFragment = { id: string, productName: string, productCode: string, productUnit: OrderLineUnit, quantity: number, packedWeight: number | null, notes: string, farOff: boolean };

export type PackingOrderChangedSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type PackingOrderChangedSubscription = { adminOrderChanged: { action: ChangeAction, orderId: string } };

export type PickListQueryVariables = Exact<{
  processingDate?: string | null | undefined;
}>;


export type PickListQuery = { pickList: { processingDate: string, orderCount: number, pdfUrl: string, groups: Array<{ group: string, products: Array<{ productId: string | null, productName: string, productCode: string, unit: OrderLineUnit, quantity: number, packedWeight: number | null, orders: Array<{ orderId: string, shortId: string, companyName: string, quantity: number, notes: string, orderNotes: string, cuttingCharged: boolean }> }> }> } };

export type SetPackedWeightMutationVariables = Exact<{
  lineId: string;
  packedWeight?: number | null | undefined;
}>;


export type SetPackedWeightMutation = { setPackedWeight: { orderId: string, version: number, line: { id: string, packedWeight: number | null, farOff: boolean } } };

export type AdminPriceLevelsQueryVariables = Exact<{
  search?: string | null | undefined;
}>;


export type AdminPriceLevelsQuery = { adminPriceLevels: { count: number, limit: number, rows: Array<{ id: string, name: string, customPriceCount: number, customerCount: number, accountingSync: { state: AccountingSyncStateKind, lastError: string | null } }> } };

export type CreatePriceLevelMutationVariables = Exact<{
  name: string;
}>;


export type CreatePriceLevelMutation = { createPriceLevel: { id: string, name: string } };

export type DeletePriceLevelMutationVariables = Exact<{
  id: string;
}>;


export type DeletePriceLevelMutation = { deletePriceLevel: string };

export type PriceLevelProductsQueryVariables = Exact<{
  priceLevelId: string;
  search?: string | null | undefined;
  onlyCustom?: boolean | null | undefined;
  offset?: number | null | undefined;
  limit?: number | null | undefined;
}>;


export type PriceLevelProductsQuery = { priceLevelProducts: { priceLevelId: string, priceLevelName: string, totalCount: number, rows: Array<{ productId: string, productCode: string, productName: string, isEnabled: boolean, defaultPrice: number, customPrice: number | null }> } };

export type UpdateCustomPricesMutationVariables = Exact<{
  priceLevelId: string;
  changes: Array<CustomPriceChangeInput> | CustomPriceChangeInput;
}>;


export type UpdateCustomPricesMutation = { updateCustomPrices: { priceLevelId: string, set: number, removed: number, customPriceCount: number } };

export type GetProductQueryVariables = Exact<{
  id: string;
}>;


export type GetProductQuery = { getProduct: { id: string, productName: string, productCode: string, description: string, productUnit: ProductUnit, categoryName: string, isInStock: boolean, availability: string | null, image: { url: string, srcSet: string, width: number, height: number } | null, price: { defaultPrice: number, customPrice: number | null, price: number } | null } | null };

export type ProductDetailFragment = { id: string, productName: string, productCode: string, description: string, productUnit: ProductUnit, categoryName: string, isInStock: boolean, availability: string | null, image: { url: string, srcSet: string, width: number, height: number } | null, price: { defaultPrice: number, customPrice: number | null, price: number } | null };

export type AdminProductChangedSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type AdminProductChangedSubscription = { productChanged: { action: ChangeAction, productId: string } };

export type AdminProductsQueryVariables = Exact<{
  search?: string | null | undefined;
  categoryId?: string | null | undefined;
  offset?: number | null | undefined;
  limit?: number | null | undefined;
}>;


export type AdminProductsQuery = { adminProducts: { totalCount: number, rows: Array<{ id: string, productName: string, productCode: string, productType: ProductType, description: string, productUnit: ProductUnit, productGroup: string, categoryId: string, categoryName: string, defaultPrice: number, isEnabled: boolean, isInStock: boolean, leadDays: number, deliveryWeekdays: Array<number> | null, imageKey: string | null, image: { url: string, srcSet: string, width: number, height: number } | null }> } };

export type AdminProductRowFragment = { id: string, productName: string, productCode: string, productType: ProductType, description: string, productUnit: ProductUnit, productGroup: string, categoryId: string, categoryName: string, defaultPrice: number, isEnabled: boolean, isInStock: boolean, leadDays: number, deliveryWeekdays: Array<number> | null, imageKey: string | null, image: { url: string, srcSet: string, width: number, height: number } | null };

export type CreateProductMutationVariables = Exact<{
  input: ProductInput;
}>;


export type CreateProductMutation = { createProduct: { id: string, productName: string, productCode: string, productType: ProductType, description: string, productUnit: ProductUnit, productGroup: string, categoryId: string, categoryName: string, defaultPrice: number, isEnabled: boolean, isInStock: boolean, leadDays: number, deliveryWeekdays: Array<number> | null, imageKey: string | null, image: { url: string, srcSet: string, width: number, height: number } | null } };

export type DeleteProductMutationVariables = Exact<{
  id: string;
}>;


export type DeleteProductMutation = { deleteProduct: { id: string, outcome: ProductDeleteOutcome } };

export type NewProductPriceLevelsQueryVariables = Exact<{ [key: string]: never; }>;


export type NewProductPriceLevelsQuery = { productPriceLevels: Array<{ priceLevelId: string, priceLevelName: string, customPrice: number | null }> };

export type ProductLevelPriceFieldsFragment = { priceLevelId: string, priceLevelName: string, customPrice: number | null };

export type ProductCategoriesQueryVariables = Exact<{ [key: string]: never; }>;


export type ProductCategoriesQuery = { listCategories: Array<{ id: string, categoryName: string }> };

export type ProductFormDataQueryVariables = Exact<{
  id: string;
}>;


export type ProductFormDataQuery = { adminProduct: { id: string, productName: string, productCode: string, productType: ProductType, description: string, productUnit: ProductUnit, productGroup: string, categoryId: string, categoryName: string, defaultPrice: number, isEnabled: boolean, isInStock: boolean, leadDays: number, deliveryWeekdays: Array<number> | null, imageKey: string | null, sync: Array<{ system: string, status: SyncStatus, lastError: string | null }>, image: { url: string, srcSet: string, width: number, height: number } | null } | null, productPriceLevels: Array<{ priceLevelId: string, priceLevelName: string, customPrice: number | null }> };

export type UpdateProductMutationVariables = Exact<{
  id: string;
  input: ProductInput;
}>;


export type UpdateProductMutation = { updateProduct: { id: string, productName: string, productCode: string, productType: ProductType, description: string, productUnit: ProductUnit, productGroup: string, categoryId: string, categoryName: string, defaultPrice: number, isEnabled: boolean, isInStock: boolean, leadDays: number, deliveryWeekdays: Array<number> | null, imageKey: string | null, image: { url: string, srcSet: string, width: number, height: number } | null } };

export type BankLineFieldsFragment = { key: string, lineNumber: number | null, fileName: string, postedOn: string, amount: number, particulars: string, code: string, reference: string, otherParty: string, status: BankLineStatus, alreadyImported: boolean, paymentId: string | null, proposal: { customerId: string, companyName: string, customerCode: string, reason: string, documents: Array<{ id: string, number: string }> } | null };

export type BankLinesQueryVariables = Exact<{ [key: string]: never; }>;


export type BankLinesQuery = { bankLines: Array<{ key: string, lineNumber: number | null, fileName: string, postedOn: string, amount: number, particulars: string, code: string, reference: string, otherParty: string, status: BankLineStatus, alreadyImported: boolean, paymentId: string | null, proposal: { customerId: string, companyName: string, customerCode: string, reason: string, documents: Array<{ id: string, number: string }> } | null }> };

export type ConfirmBankLineMutationVariables = Exact<{
  key: string;
  customerId: string;
  documentIds?: Array<string> | string | null | undefined;
}>;


export type ConfirmBankLineMutation = { confirmBankLine: { key: string, lineNumber: number | null, fileName: string, postedOn: string, amount: number, particulars: string, code: string, reference: string, otherParty: string, status: BankLineStatus, alreadyImported: boolean, paymentId: string | null, proposal: { customerId: string, companyName: string, customerCode: string, reason: string, documents: Array<{ id: string, number: string }> } | null } };

export type CustomerLedgerQueryVariables = Exact<{
  customerId: string;
}>;


export type CustomerLedgerQuery = { customerLedger: { source: string, readAt: string, recordsPayments: boolean, account: { customerId: string, companyName: string, code: string, balance: number, overdue: number, credit: number, onStop: boolean, onStopReason: string, creditLimit: number | null, termsLabel: string, oldestOverdueDays: number | null, ageing: { current: number, days1to30: number, days31to60: number, days61to90: number, days90plus: number } }, entries: Array<{ id: string, kind: string, date: string, number: string, description: string, dueDate: string | null, debit: number, credit: number, runningBalance: number, pdfUrl: string | null }>, openDocuments: Array<{ id: string, kind: string, number: string, issuedDate: string, dueDate: string, total: number, open: number, daysOverdue: number, pdfUrl: string }>, payments: Array<{ id: string, receivedOn: string, amount: number, method: PaymentMethod, reference: string, actorName: string, reversedAt: string | null, reversedReason: string | null, reversedByName: string | null, unallocated: number, allocations: Array<{ documentNumber: string, amount: number }> }> } };

export type CustomerLedgerFieldsFragment = { source: string, readAt: string, recordsPayments: boolean, account: { customerId: string, companyName: string, code: string, balance: number, overdue: number, credit: number, onStop: boolean, onStopReason: string, creditLimit: number | null, termsLabel: string, oldestOverdueDays: number | null, ageing: { current: number, days1to30: number, days31to60: number, days61to90: number, days90plus: number } }, entries: Array<{ id: string, kind: string, date: string, number: string, description: string, dueDate: string | null, debit: number, credit: number, runningBalance: number, pdfUrl: string | null }>, openDocuments: Array<{ id: string, kind: string, number: string, issuedDate: string, dueDate: string, total: number, open: number, daysOverdue: number, pdfUrl: string }>, payments: Array<{ id: string, receivedOn: string, amount: number, method: PaymentMethod, reference: string, actorName: string, reversedAt: string | null, reversedReason: string | null, reversedByName: string | null, unallocated: number, allocations: Array<{ documentNumber: string, amount: number }> }> };

export type CustomerRemindersQueryVariables = Exact<{
  customerId: string;
}>;


export type CustomerRemindersQuery = { customerReminders: Array<{ id: string, sentOn: string, toEmail: string, total: number, documents: Array<{ id: string, kind: string, number: string, dueDate: string, daysOverdue: number, open: number }> }> };

export type CustomerStatementsQueryVariables = Exact<{
  customerId: string;
}>;


export type CustomerStatementsQuery = { customerStatements: Array<{ id: string, period: string, periodLabel: string, statementDate: string, openingBalance: number, closingBalance: number, pdfUrl: string }> };

export type IgnoreBankLineMutationVariables = Exact<{
  key: string;
}>;


export type IgnoreBankLineMutation = { ignoreBankLine: { key: string, lineNumber: number | null, fileName: string, postedOn: string, amount: number, particulars: string, code: string, reference: string, otherParty: string, status: BankLineStatus, alreadyImported: boolean, paymentId: string | null, proposal: { customerId: string, companyName: string, customerCode: string, reason: string, documents: Array<{ id: string, number: string }> } | null } };

export type ImportBankLinesMutationVariables = Exact<{
  fileName: string;
  csv: string;
  mapping: BankCsvMappingInput;
}>;


export type ImportBankLinesMutation = { importBankLines: { imported: number, alreadyImported: number, debitCount: number } };

export type PreviewBankImportMutationVariables = Exact<{
  fileName: string;
  csv: string;
  mapping?: BankCsvMappingInput | null | undefined;
}>;


export type PreviewBankImportMutation = { previewBankImport: { fileName: string, header: Array<string>, mappingSaved: boolean, debitCount: number, problem: string | null, mapping: { date: string, amount: string, particulars: string | null, code: string | null, reference: string | null, otherParty: string | null, dateFormat: string }, lines: Array<{ key: string, lineNumber: number | null, fileName: string, postedOn: string, amount: number, particulars: string, code: string, reference: string, otherParty: string, status: BankLineStatus, alreadyImported: boolean, paymentId: string | null, proposal: { customerId: string, companyName: string, customerCode: string, reason: string, documents: Array<{ id: string, number: string }> } | null }> } };

export type ReceivablesQueryVariables = Exact<{
  search?: string | null | undefined;
  filter: ReceivablesFilter;
  offset: number;
  limit: number;
}>;


export type ReceivablesQuery = { receivables: { totalCount: number, balance: number, source: string, readAt: string, totals: { current: number, days1to30: number, days31to60: number, days61to90: number, days90plus: number }, rows: Array<{ customerId: string, companyName: string, code: string, balance: number, overdue: number, credit: number, onStop: boolean, ageing: { current: number, days1to30: number, days31to60: number, days61to90: number, days90plus: number } }> } };

export type RecordPaymentMutationVariables = Exact<{
  customerId: string;
  input: PaymentInput;
  allocateTo?: Array<string> | string | null | undefined;
}>;


export type RecordPaymentMutation = { recordPayment: { source: string, readAt: string, recordsPayments: boolean, account: { customerId: string, companyName: string, code: string, balance: number, overdue: number, credit: number, onStop: boolean, onStopReason: string, creditLimit: number | null, termsLabel: string, oldestOverdueDays: number | null, ageing: { current: number, days1to30: number, days31to60: number, days61to90: number, days90plus: number } }, entries: Array<{ id: string, kind: string, date: string, number: string, description: string, dueDate: string | null, debit: number, credit: number, runningBalance: number, pdfUrl: string | null }>, openDocuments: Array<{ id: string, kind: string, number: string, issuedDate: string, dueDate: string, total: number, open: number, daysOverdue: number, pdfUrl: string }>, payments: Array<{ id: string, receivedOn: string, amount: number, method: PaymentMethod, reference: string, actorName: string, reversedAt: string | null, reversedReason: string | null, reversedByName: string | null, unallocated: number, allocations: Array<{ documentNumber: string, amount: number }> }> } };

export type ReversePaymentMutationVariables = Exact<{
  paymentId: string;
  reason: string;
}>;


export type ReversePaymentMutation = { reversePayment: { source: string, readAt: string, recordsPayments: boolean, account: { customerId: string, companyName: string, code: string, balance: number, overdue: number, credit: number, onStop: boolean, onStopReason: string, creditLimit: number | null, termsLabel: string, oldestOverdueDays: number | null, ageing: { current: number, days1to30: number, days31to60: number, days61to90: number, days90plus: number } }, entries: Array<{ id: string, kind: string, date: string, number: string, description: string, dueDate: string | null, debit: number, credit: number, runningBalance: number, pdfUrl: string | null }>, openDocuments: Array<{ id: string, kind: string, number: string, issuedDate: string, dueDate: string, total: number, open: number, daysOverdue: number, pdfUrl: string }>, payments: Array<{ id: string, receivedOn: string, amount: number, method: PaymentMethod, reference: string, actorName: string, reversedAt: string | null, reversedReason: string | null, reversedByName: string | null, unallocated: number, allocations: Array<{ documentNumber: string, amount: number }> }> } };

export type SendStatementsMutationVariables = Exact<{
  period: string;
}>;


export type SendStatementsMutation = { sendStatements: { period: string, periodLabel: string, startedAt: string, startedByName: string, queued: number, sent: number, failed: number, finishedAt: string | null } };

export type StatementRecipientsQueryVariables = Exact<{
  period?: string | null | undefined;
}>;


export type StatementRecipientsQuery = { statementRecipients: { period: string, periodLabel: string, customerCount: number } };

export type StatementRunQueryVariables = Exact<{
  period: string;
}>;


export type StatementRunQuery = { statementRun: { period: string, periodLabel: string, startedAt: string, startedByName: string, queued: number, sent: number, failed: number, finishedAt: string | null } | null };

export type StatementRunFieldsFragment = { period: string, periodLabel: string, startedAt: string, startedByName: string, queued: number, sent: number, failed: number, finishedAt: string | null };

export type RecurringClosedDaysQueryVariables = Exact<{ [key: string]: never; }>;


export type RecurringClosedDaysQuery = { closedDays: Array<{ date: string, name: string }> };

export type CreateRecurringOrderMutationVariables = Exact<{
  input: RecurringOrderInput;
}>;


export type CreateRecurringOrderMutation = { createRecurringOrder: { id: string, isActive: boolean, frequency: RecurringFrequency, startingDate: string, selectedDays: Array<number>, frequencyText: string, isDelivery: boolean | null, freight: number | null, cutting: number, notes: string, lastGeneratedDate: string | null, updatedAt: string, version: number, updatedByName: string | null, customer: { id: string, companyName: string, firstName: string, lastName: string, customerCode: string, email: string, isActive: boolean, deliveryZoneName: string | null, deliveryWeekdays: Array<number> | null }, lines: Array<{ id: string, productId: string, productName: string, productCode: string, unit: OrderLineUnit, quantity: number, notes: string, available: boolean, unitPrice: number | null, image: { url: string, srcSet: string, width: number, height: number } | null }> } };

export type RecurringCutoffHourQueryVariables = Exact<{ [key: string]: never; }>;


export type RecurringCutoffHourQuery = { getSettingsVariables: { cutoffHour: number } };

export type DeleteRecurringOrderMutationVariables = Exact<{
  id: string;
  version: number;
}>;


export type DeleteRecurringOrderMutation = { deleteRecurringOrder: boolean };

export type RecurringOrderQueryVariables = Exact<{
  id: string;
}>;


export type RecurringOrderQuery = { recurringOrder: { id: string, isActive: boolean, frequency: RecurringFrequency, startingDate: string, selectedDays: Array<number>, frequencyText: string, isDelivery: boolean | null, freight: number | null, cutting: number, notes: string, lastGeneratedDate: string | null, updatedAt: string, version: number, updatedByName: string | null, customer: { id: string, companyName: string, firstName: string, lastName: string, customerCode: string, email: string, isActive: boolean, deliveryZoneName: string | null, deliveryWeekdays: Array<number> | null }, lines: Array<{ id: string, productId: string, productName: string, productCode: string, unit: OrderLineUnit, quantity: number, notes: string, available: boolean, unitPrice: number | null, image: { url: string, srcSet: string, width: number, height: number } | null }> } | null };

export type RecurringOrderFieldsFragment = { id: string, isActive: boolean, frequency: RecurringFrequency, startingDate: string, selectedDays: Array<number>, frequencyText: string, isDelivery: boolean | null, freight: number | null, cutting: number, notes: string, lastGeneratedDate: string | null, updatedAt: string, version: number, updatedByName: string | null, customer: { id: string, companyName: string, firstName: string, lastName: string, customerCode: string, email: string, isActive: boolean, deliveryZoneName: string | null, deliveryWeekdays: Array<number> | null }, lines: Array<{ id: string, productId: string, productName: string, productCode: string, unit: OrderLineUnit, quantity: number, notes: string, available: boolean, unitPrice: number | null, image: { url: string, srcSet: string, width: number, height: number } | null }> };

export type RecurringOrdersChangedSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type RecurringOrdersChangedSubscription = { recurringOrdersChanged: { action: ChangeAction, recurringOrderId: string | null } };

export type RecurringOrdersQueryVariables = Exact<{
  filter: RecurringFilter;
  search?: string | null | undefined;
  offset: number;
  limit: number;
}>;


export type RecurringOrdersQuery = { recurringOrders: { total: number, rows: Array<{ id: string, companyName: string, frequency: RecurringFrequency, selectedDays: Array<number>, frequencyText: string, isActive: boolean, nextRun: { dueDate: string, processingDate: string, text: string } | null }> } };

export type SetRecurringOrderActiveMutationVariables = Exact<{
  id: string;
  version: number;
  isActive: boolean;
}>;


export type SetRecurringOrderActiveMutation = { setRecurringOrderActive: { id: string, isActive: boolean, frequency: RecurringFrequency, startingDate: string, selectedDays: Array<number>, frequencyText: string, isDelivery: boolean | null, freight: number | null, cutting: number, notes: string, lastGeneratedDate: string | null, updatedAt: string, version: number, updatedByName: string | null, customer: { id: string, companyName: string, firstName: string, lastName: string, customerCode: string, email: string, isActive: boolean, deliveryZoneName: string | null, deliveryWeekdays: Array<number> | null }, lines: Array<{ id: string, productId: string, productName: string, productCode: string, unit: OrderLineUnit, quantity: number, notes: string, available: boolean, unitPrice: number | null, image: { url: string, srcSet: string, width: number, height: number } | null }> } };

export type UpdateRecurringOrderMutationVariables = Exact<{
  id: string;
  version: number;
  input: RecurringOrderInput;
}>;


export type UpdateRecurringOrderMutation = { updateRecurringOrder: { id: string, isActive: boolean, frequency: RecurringFrequency, startingDate: string, selectedDays: Array<number>, frequencyText: string, isDelivery: boolean | null, freight: number | null, cutting: number, notes: string, lastGeneratedDate: string | null, updatedAt: string, version: number, updatedByName: string | null, customer: { id: string, companyName: string, firstName: string, lastName: string, customerCode: string, email: string, isActive: boolean, deliveryZoneName: string | null, deliveryWeekdays: Array<number> | null }, lines: Array<{ id: string, productId: string, productName: string, productCode: string, unit: OrderLineUnit, quantity: number, notes: string, available: boolean, unitPrice: number | null, image: { url: string, srcSet: string, width: number, height: number } | null }> } };

export type SearchProductsQueryVariables = Exact<{
  term: string;
}>;


export type SearchProductsQuery = { searchProducts: Array<{ id: string, productName: string, isInStock: boolean, image: { url: string, srcSet: string, width: number, height: number } | null }> };

export type SearchResultFragment = { id: string, productName: string, isInStock: boolean, image: { url: string, srcSet: string, width: number, height: number } | null };

export type AddClosedDayMutationVariables = Exact<{
  date: string;
  name: string;
}>;


export type AddClosedDayMutation = { addClosedDay: Array<{ date: string, name: string }> };

export type BusinessProfileQueryVariables = Exact<{ [key: string]: never; }>;


export type BusinessProfileQuery = { businessProfile: { brand: string, intro: string, about: string, address: string, phone: string, email: string, hours: string, socialLink: string, socialLabel: string } };

export type AdminChangePasswordMutationVariables = Exact<{
  currentPassword: string;
  newPassword: string;
}>;


export type AdminChangePasswordMutation = { changePassword: boolean };

export type ClosedDaysQueryVariables = Exact<{ [key: string]: never; }>;


export type ClosedDaysQuery = { closedDays: Array<{ date: string, name: string }> };

export type SettingsClosedDayFieldsFragment = { date: string, name: string };

export type CreateAdminMutationVariables = Exact<{
  input: CreateAdminInput;
}>;


export type CreateAdminMutation = { createAdmin: { id: string, firstName: string, lastName: string, email: string, mustChangePassword: boolean } };

export type CreateDriverMutationVariables = Exact<{
  input: CreateAdminInput;
}>;


export type CreateDriverMutation = { createDriver: { id: string, firstName: string, lastName: string, email: string, mustChangePassword: boolean } };

export type InvoiceSettingsQueryVariables = Exact<{ [key: string]: never; }>;


export type InvoiceSettingsQuery = { invoiceSettings: { gstNumber: string, address: string, paymentTerms: string, paymentTermsLabel: string, bankAccount: string, stopAfterOverdueDays: number | null, reminderAfterDays: number | null, xeroAccountCode: string, xeroTaxType: string } };

export type InvoiceSettingsFieldsFragment = { gstNumber: string, address: string, paymentTerms: string, paymentTermsLabel: string, bankAccount: string, stopAfterOverdueDays: number | null, reminderAfterDays: number | null, xeroAccountCode: string, xeroTaxType: string };

export type ListAdminsQueryVariables = Exact<{
  offset: number;
  limit?: number | null | undefined;
}>;


export type ListAdminsQuery = { listAdmins: { total: number, admins: Array<{ id: string, firstName: string, lastName: string, email: string, mustChangePassword: boolean }> } };

export type ListDriversQueryVariables = Exact<{ [key: string]: never; }>;


export type ListDriversQuery = { listDrivers: Array<{ id: string, firstName: string, lastName: string, email: string, mustChangePassword: boolean }> };

export type MyAdminAccountQueryVariables = Exact<{ [key: string]: never; }>;


export type MyAdminAccountQuery = { myAdminAccount: { id: string, firstName: string, lastName: string, email: string, mustChangePassword: boolean } };

export type AdminAccountFieldsFragment = { id: string, firstName: string, lastName: string, email: string, mustChangePassword: boolean };

export type RemoveAdminMutationVariables = Exact<{
  id: string;
}>;


export type RemoveAdminMutation = { removeAdmin: string };

export type RemoveClosedDayMutationVariables = Exact<{
  date: string;
}>;


export type RemoveClosedDayMutation = { removeClosedDay: Array<{ date: string, name: string }> };

export type RemoveDriverMutationVariables = Exact<{
  id: string;
}>;


export type RemoveDriverMutation = { removeDriver: string };

export type ResetCustomerPasswordMutationVariables = Exact<{
  customerId: string;
  password: string;
}>;


export type ResetCustomerPasswordMutation = { issueCustomerTemporaryPassword: string };

export type SearchCustomersQueryVariables = Exact<{
  search: string;
}>;


export type SearchCustomersQuery = { searchCustomers: Array<{ id: string, companyName: string, contactName: string, email: string }> };

export type CustomerMatchFieldsFragment = { id: string, companyName: string, contactName: string, email: string };

export type SettingsVariablesQueryVariables = Exact<{ [key: string]: never; }>;


export type SettingsVariablesQuery = { getSettingsVariables: { cutoffHour: number, freightChargeCents: number, freeFreightThresholdCents: number } };

export type SettingsVariablesFieldsFragment = { cutoffHour: number, freightChargeCents: number, freeFreightThresholdCents: number };

export type UpdateInvoiceSettingsMutationVariables = Exact<{
  input: InvoiceSettingsInput;
}>;


export type UpdateInvoiceSettingsMutation = { updateInvoiceSettings: { gstNumber: string, address: string, paymentTerms: string, paymentTermsLabel: string, bankAccount: string, stopAfterOverdueDays: number | null, reminderAfterDays: number | null, xeroAccountCode: string, xeroTaxType: string } };

export type UpdateMyAdminAccountMutationVariables = Exact<{
  input: UpdateMyAdminAccountInput;
}>;


export type UpdateMyAdminAccountMutation = { updateMyAdminAccount: { id: string, firstName: string, lastName: string, email: string, mustChangePassword: boolean } };

export type UpdateSettingsVariablesMutationVariables = Exact<{
  input: UpdateSettingsVariablesInput;
}>;


export type UpdateSettingsVariablesMutation = { updateSettingsVariables: { cutoffHour: number, freightChargeCents: number, freeFreightThresholdCents: number } };

export type XeroConnectionFieldsFragment = { available: boolean, status: string, tenantName: string | null, connectedByName: string | null, connectedAt: string | null, problem: string | null, connectUrl: string, organisations: Array<{ tenantId: string, tenantName: string }> };

export type XeroConnectionQueryVariables = Exact<{ [key: string]: never; }>;


export type XeroConnectionQuery = { xeroConnection: { available: boolean, status: string, tenantName: string | null, connectedByName: string | null, connectedAt: string | null, problem: string | null, connectUrl: string, organisations: Array<{ tenantId: string, tenantName: string }> } };

export type ChooseXeroOrganisationMutationVariables = Exact<{
  tenantId: string;
}>;


export type ChooseXeroOrganisationMutation = { chooseXeroOrganisation: { available: boolean, status: string, tenantName: string | null, connectedByName: string | null, connectedAt: string | null, problem: string | null, connectUrl: string, organisations: Array<{ tenantId: string, tenantName: string }> } };

export type DisconnectXeroMutationVariables = Exact<{ [key: string]: never; }>;


export type DisconnectXeroMutation = { disconnectXero: { available: boolean, status: string, tenantName: string | null, connectedByName: string | null, connectedAt: string | null, problem: string | null, connectUrl: string, organisations: Array<{ tenantId: string, tenantName: string }> } };

export type XeroMappingQueryVariables = Exact<{ [key: string]: never; }>;


export type XeroMappingQuery = { xeroMapping: { salesAccountCode: string, freightAccountCode: string, cuttingAccountCode: string, taxType: string, contactMatch: XeroContactMatch, syncFrom: string | null } | null };

export type SetXeroMappingMutationVariables = Exact<{
  salesAccountCode: string;
  freightAccountCode: string;
  cuttingAccountCode: string;
  taxType: string;
  contactMatch: XeroContactMatch;
}>;


export type SetXeroMappingMutation = { setXeroMapping: { salesAccountCode: string, freightAccountCode: string, cuttingAccountCode: string, taxType: string, contactMatch: XeroContactMatch, syncFrom: string | null } };

export type XeroPushProblemsQueryVariables = Exact<{ [key: string]: never; }>;


export type XeroPushProblemsQuery = { xeroPushProblems: Array<{ kind: XeroLinkKind, localId: string, document: string, error: string, attempts: number, attemptedAt: string | null }> };

export type RetryXeroPushMutationVariables = Exact<{
  kind: XeroLinkKind;
  localId: string;
}>;


export type RetryXeroPushMutation = { retryXeroPush: Array<{ kind: XeroLinkKind, localId: string, document: string, error: string, attempts: number, attemptedAt: string | null }> };

export type XeroContactPreviewQueryVariables = Exact<{ [key: string]: never; }>;


export type XeroContactPreviewQuery = { xeroContactPreview: Array<{ customerId: string, code: string, name: string, match: XeroContactMatchKind, contactName: string | null }> };

export class TypedDocumentString<TResult, TVariables>
  extends String
  implements DocumentTypeDecoration<TResult, TVariables>
{
  __apiType?: NonNullable<DocumentTypeDecoration<TResult, TVariables>['__apiType']>;
  private value: string;
  public __meta__?: Record<string, any> | undefined;

  constructor(value: string, __meta__?: Record<string, any> | undefined) {
    super(value);
    this.value = value;
    this.__meta__ = __meta__;
  }

  override toString(): string & DocumentTypeDecoration<TResult, TVariables> {
    return this.value;
  }
}
export const MyAccountFieldsFragmentDoc = new TypedDocumentString(`
    fragment MyAccountFields on MyAccount {
  businessName
  contactPerson
  phone
  email
  address {
    addr1
    addr2
    addr3
    city
    postalCode
  }
  orderConfirmationEmails
}
    `, {"fragmentName":"MyAccountFields"}) as unknown as TypedDocumentString<MyAccountFieldsFragment, unknown>;
export const CutoffReminderFieldsFragmentDoc = new TypedDocumentString(`
    fragment CutoffReminderFields on CutoffReminder {
  enabled
  hoursBefore
  weekdays
}
    `, {"fragmentName":"CutoffReminderFields"}) as unknown as TypedDocumentString<CutoffReminderFieldsFragment, unknown>;
export const ViewerFieldsFragmentDoc = new TypedDocumentString(`
    fragment ViewerFields on Viewer {
  id
  email
  firstName
  lastName
  role
  customerId
  mustChangePassword
}
    `, {"fragmentName":"ViewerFields"}) as unknown as TypedDocumentString<ViewerFieldsFragment, unknown>;
export const BackupStatusFieldsFragmentDoc = new TypedDocumentString(`
    fragment BackupStatusFields on BackupStatus {
  hour
  keep
  folder
  latest {
    day
    startedAt
    finishedAt
    status
    bytes
    error
  }
}
    `, {"fragmentName":"BackupStatusFields"}) as unknown as TypedDocumentString<BackupStatusFieldsFragment, unknown>;
export const PlacedOrderFragmentDoc = new TypedDocumentString(`
    fragment PlacedOrder on Order {
  id
  shortId
  processingDate
  itemCount
  totals {
    total
  }
}
    `, {"fragmentName":"PlacedOrder"}) as unknown as TypedDocumentString<PlacedOrderFragment, unknown>;
export const CartProductFragmentDoc = new TypedDocumentString(`
    fragment CartProduct on Product {
  id
  productName
  productCode
  productUnit
  isInStock
  image {
    url
    srcSet
    width
    height
  }
  price {
    price
  }
}
    `, {"fragmentName":"CartProduct"}) as unknown as TypedDocumentString<CartProductFragment, unknown>;
export const CatalogueProductFragmentDoc = new TypedDocumentString(`
    fragment CatalogueProduct on Product {
  id
  productName
  productCode
  productUnit
  isInStock
  availability
  image {
    url
    srcSet
    width
    height
  }
  price {
    defaultPrice
    customPrice
    price
  }
}
    `, {"fragmentName":"CatalogueProduct"}) as unknown as TypedDocumentString<CatalogueProductFragment, unknown>;
export const AdminCustomerRowFragmentDoc = new TypedDocumentString(`
    fragment AdminCustomerRow on AdminCustomer {
  id
  customerCode
  firstName
  lastName
  email
  mobile
  companyName
  customerLevel
  isActive
  onStop
  onStopReason
  onStopSince
  priceLevel {
    id
    name
  }
  deliveryZone {
    id
    name
  }
  address {
    addr1
    addr2
    addr3
    city
    postalCode
  }
  paymentTerms
  paymentTermsLabel
  creditLimit
  orderCount
  recurringOrderCount
  accountingSync {
    state
    lastError
  }
  sync {
    system
    status
    lastError
  }
}
    `, {"fragmentName":"AdminCustomerRow"}) as unknown as TypedDocumentString<AdminCustomerRowFragment, unknown>;
export const DeliveryRunFieldsFragmentDoc = new TypedDocumentString(`
    fragment DeliveryRunFields on DeliveryRun {
  zoneId
  zoneName
  driverName
  finishedAt
  stops {
    orderId
    shortId
    customerId
    companyName
    contactName
    phone
    address
    notes
    purchaseOrder
    status
    lineCount
    cartons
    deliveredAt
    receivedBy
  }
}
    `, {"fragmentName":"DeliveryRunFields"}) as unknown as TypedDocumentString<DeliveryRunFieldsFragment, unknown>;
export const DeliveryZoneFieldsFragmentDoc = new TypedDocumentString(`
    fragment DeliveryZoneFields on DeliveryZone {
  id
  name
  weekdays
  cutoffHour
  freightChargeCents
  freeFreightThresholdCents
  minimumOrderCents
  customerCount
  driverId
  driverName
}
    `, {"fragmentName":"DeliveryZoneFields"}) as unknown as TypedDocumentString<DeliveryZoneFieldsFragment, unknown>;
export const DriverRunFieldsFragmentDoc = new TypedDocumentString(`
    fragment DriverRunFields on DriverRun {
  zoneId
  zoneName
  finishedAt
  stops {
    orderId
    shortId
    customerId
    companyName
    contactName
    phone
    address
    notes
    purchaseOrder
    status
    lineCount
    cartons
    deliveredAt
    receivedBy
  }
}
    `, {"fragmentName":"DriverRunFields"}) as unknown as TypedDocumentString<DriverRunFieldsFragment, unknown>;
export const MyOrderDetailFragmentDoc = new TypedDocumentString(`
    fragment MyOrderDetail on Order {
  id
  shortId
  orderDay
  processingDate
  status
  purchaseOrder
  isDelivery
  freight
  cutting
  hasInvoice
  version
  customerChange {
    canChange
    message
    phone
  }
  delivery {
    deliveredAt
    receivedBy
    photoUrl
    signatureUrl
  }
  invoice {
    number
    pdfUrl
  }
  correctionNotes {
    id
    number
    title
    pdfUrl
  }
  totals {
    subTotal
    freight
    cutting
    gst
    total
  }
  lines {
    id
    productId
    productName
    productCode
    productUnit
    image {
      url
      srcSet
      width
      height
    }
    quantity
    packedWeight
    unitPrice
    notes
    product {
      id
      productName
      productCode
      productUnit
      isInStock
      image {
        url
      }
    }
  }
}
    `, {"fragmentName":"MyOrderDetail"}) as unknown as TypedDocumentString<MyOrderDetailFragment, unknown>;
export const MyOrderRowFragmentDoc = new TypedDocumentString(`
    fragment MyOrderRow on Order {
  id
  shortId
  orderDay
  status
  itemCount
  hasInvoice
  totals {
    total
  }
  delivery {
    deliveredAt
    receivedBy
  }
}
    `, {"fragmentName":"MyOrderRow"}) as unknown as TypedDocumentString<MyOrderRowFragment, unknown>;
export const AdminOrderFieldsFragmentDoc = new TypedDocumentString(`
    fragment AdminOrderFields on AdminOrder {
  id
  shortId
  version
  status
  orderDate
  processingDate
  line
  priceLevelId
  purchaseOrder
  notes
  isDelivery
  freight
  cutting
  productionRef
  invoiceNumber
  totalIsEstimate
  updatedAt
  updatedByName
  customer {
    id
    companyName
    contactName
    email
    phone
    exists
  }
  lines {
    id
    productId
    productName
    productCode
    productUnit
    categoryName
    quantity
    packedWeight
    unitPrice
    levelPrice
    priceOverridden
    notes
    image {
      url
      srcSet
      width
      height
    }
  }
  totals {
    subTotal
    freight
    cutting
    gst
    total
  }
  delivery {
    deliveredAt
    receivedBy
    recordedBy
    photoUrl
    signatureUrl
  }
  invoice {
    id
    number
    revision
    issuedAt
    total
    pdfUrl
    emailedAt
    xeroProblem
  }
  correctionNotes {
    id
    kind
    number
    xeroProblem
    title
    issuedAt
    reason
    invoiceNumber
    total
    gst
    pdfUrl
  }
  invoiceRevisions {
    revision
    at
    actorName
    summary
    total
    changes {
      field
      before
      after
    }
  }
  sync {
    system
    status
    topic
    attempts
    lastError
    updatedAt
  }
  history {
    id
    version
    at
    actorName
    summary
    changes {
      field
      before
      after
    }
  }
}
    `, {"fragmentName":"AdminOrderFields"}) as unknown as TypedDocumentString<AdminOrderFieldsFragment, unknown>;
export const OrderGuideFieldsFragmentDoc = new TypedDocumentString(`
    fragment OrderGuideFields on OrderGuide {
  customerId
  lines {
    product {
      id
      productName
      productCode
      productUnit
      categoryName
      isInStock
      image {
        url
        srcSet
      }
      price {
        price
      }
    }
    parLevel
    lastQuantity
    lastOrderedOn
    timesOrdered
  }
}
    `, {"fragmentName":"OrderGuideFields"}) as unknown as TypedDocumentString<OrderGuideFieldsFragment, unknown>;
export const AdminOrderRowFragmentDoc = new TypedDocumentString(`
    fragment AdminOrderRow on AdminOrderRow {
  id
  shortId
  customerId
  companyName
  processingDate
  isDelivery
  itemCount
  total
  totalIsEstimate
  status
  invoiceNumber
}
    `, {"fragmentName":"AdminOrderRow"}) as unknown as TypedDocumentString<AdminOrderRowFragment, unknown>;
export const PackingLineFragmentDoc = new TypedDocumentString(`
    fragment PackingLine on PackingLine {
  id
  productName
  productCode
  productUnit
  quantity
  packedWeight
  notes
  farOff
}
    `, {"fragmentName":"PackingLine"}) as unknown as TypedDocumentString<PackingLineFragment, unknown>;
export const PackingOrderFragmentDoc = new TypedDocumentString(`
    fragment PackingOrder on PackingOrder {
  id
  shortId
  version
  companyName
  isDelivery
  purchaseOrder
  notes
  status
  lines {
    ...PackingLine
  }
}
    fragment PackingLine on PackingLine {
  id
  productName
  productCode
  productUnit
  quantity
  packedWeight
  notes
  farOff
}`, {"fragmentName":"PackingOrder"}) as unknown as TypedDocumentString<PackingOrderFragment, unknown>;
export const ProductDetailFragmentDoc = new TypedDocumentString(`
    fragment ProductDetail on Product {
  id
  productName
  productCode
  description
  productUnit
  categoryName
  isInStock
  availability
  image {
    url
    srcSet
    width
    height
  }
  price {
    defaultPrice
    customPrice
    price
  }
}
    `, {"fragmentName":"ProductDetail"}) as unknown as TypedDocumentString<ProductDetailFragment, unknown>;
export const AdminProductRowFragmentDoc = new TypedDocumentString(`
    fragment AdminProductRow on AdminProduct {
  id
  productName
  productCode
  productType
  description
  productUnit
  productGroup
  categoryId
  categoryName
  defaultPrice
  isEnabled
  isInStock
  leadDays
  deliveryWeekdays
  imageKey
  image {
    url
    srcSet
    width
    height
  }
}
    `, {"fragmentName":"AdminProductRow"}) as unknown as TypedDocumentString<AdminProductRowFragment, unknown>;
export const ProductLevelPriceFieldsFragmentDoc = new TypedDocumentString(`
    fragment ProductLevelPriceFields on ProductLevelPrice {
  priceLevelId
  priceLevelName
  customPrice
}
    `, {"fragmentName":"ProductLevelPriceFields"}) as unknown as TypedDocumentString<ProductLevelPriceFieldsFragment, unknown>;
export const BankLineFieldsFragmentDoc = new TypedDocumentString(`
    fragment BankLineFields on BankLine {
  key
  lineNumber
  fileName
  postedOn
  amount
  particulars
  code
  reference
  otherParty
  status
  alreadyImported
  paymentId
  proposal {
    customerId
    companyName
    customerCode
    documents {
      id
      number
    }
    reason
  }
}
    `, {"fragmentName":"BankLineFields"}) as unknown as TypedDocumentString<BankLineFieldsFragment, unknown>;
export const CustomerLedgerFieldsFragmentDoc = new TypedDocumentString(`
    fragment CustomerLedgerFields on CustomerLedger {
  source
  readAt
  recordsPayments
  account {
    customerId
    companyName
    code
    balance
    overdue
    credit
    onStop
    onStopReason
    creditLimit
    termsLabel
    oldestOverdueDays
    ageing {
      current
      days1to30
      days31to60
      days61to90
      days90plus
    }
  }
  entries {
    id
    kind
    date
    number
    description
    dueDate
    debit
    credit
    runningBalance
    pdfUrl
  }
  openDocuments {
    id
    kind
    number
    issuedDate
    dueDate
    total
    open
    daysOverdue
    pdfUrl
  }
  payments {
    id
    receivedOn
    amount
    method
    reference
    actorName
    reversedAt
    reversedReason
    reversedByName
    unallocated
    allocations {
      documentNumber
      amount
    }
  }
}
    `, {"fragmentName":"CustomerLedgerFields"}) as unknown as TypedDocumentString<CustomerLedgerFieldsFragment, unknown>;
export const StatementRunFieldsFragmentDoc = new TypedDocumentString(`
    fragment StatementRunFields on StatementRun {
  period
  periodLabel
  startedAt
  startedByName
  queued
  sent
  failed
  finishedAt
}
    `, {"fragmentName":"StatementRunFields"}) as unknown as TypedDocumentString<StatementRunFieldsFragment, unknown>;
export const RecurringOrderFieldsFragmentDoc = new TypedDocumentString(`
    fragment RecurringOrderFields on RecurringOrder {
  id
  isActive
  frequency
  startingDate
  selectedDays
  frequencyText
  isDelivery
  freight
  cutting
  notes
  lastGeneratedDate
  updatedAt
  version
  updatedByName
  customer {
    id
    companyName
    firstName
    lastName
    customerCode
    email
    isActive
    deliveryZoneName
    deliveryWeekdays
  }
  lines {
    id
    productId
    productName
    productCode
    unit
    quantity
    notes
    available
    unitPrice
    image {
      url
      srcSet
      width
      height
    }
  }
}
    `, {"fragmentName":"RecurringOrderFields"}) as unknown as TypedDocumentString<RecurringOrderFieldsFragment, unknown>;
export const SearchResultFragmentDoc = new TypedDocumentString(`
    fragment SearchResult on Product {
  id
  productName
  isInStock
  image {
    url
    srcSet
    width
    height
  }
}
    `, {"fragmentName":"SearchResult"}) as unknown as TypedDocumentString<SearchResultFragment, unknown>;
export const SettingsClosedDayFieldsFragmentDoc = new TypedDocumentString(`
    fragment SettingsClosedDayFields on ClosedDay {
  date
  name
}
    `, {"fragmentName":"SettingsClosedDayFields"}) as unknown as TypedDocumentString<SettingsClosedDayFieldsFragment, unknown>;
export const InvoiceSettingsFieldsFragmentDoc = new TypedDocumentString(`
    fragment InvoiceSettingsFields on InvoiceSettings {
  gstNumber
  address
  paymentTerms
  paymentTermsLabel
  bankAccount
  stopAfterOverdueDays
  reminderAfterDays
  xeroAccountCode
  xeroTaxType
}
    `, {"fragmentName":"InvoiceSettingsFields"}) as unknown as TypedDocumentString<InvoiceSettingsFieldsFragment, unknown>;
export const AdminAccountFieldsFragmentDoc = new TypedDocumentString(`
    fragment AdminAccountFields on AdminAccount {
  id
  firstName
  lastName
  email
  mustChangePassword
}
    `, {"fragmentName":"AdminAccountFields"}) as unknown as TypedDocumentString<AdminAccountFieldsFragment, unknown>;
export const CustomerMatchFieldsFragmentDoc = new TypedDocumentString(`
    fragment CustomerMatchFields on CustomerMatch {
  id
  companyName
  contactName
  email
}
    `, {"fragmentName":"CustomerMatchFields"}) as unknown as TypedDocumentString<CustomerMatchFieldsFragment, unknown>;
export const SettingsVariablesFieldsFragmentDoc = new TypedDocumentString(`
    fragment SettingsVariablesFields on SettingsVariables {
  cutoffHour
  freightChargeCents
  freeFreightThresholdCents
}
    `, {"fragmentName":"SettingsVariablesFields"}) as unknown as TypedDocumentString<SettingsVariablesFieldsFragment, unknown>;
export const XeroConnectionFieldsFragmentDoc = new TypedDocumentString(`
    fragment XeroConnectionFields on XeroConnection {
  available
  status
  tenantName
  connectedByName
  connectedAt
  problem
  connectUrl
  organisations {
    tenantId
    tenantName
  }
}
    `, {"fragmentName":"XeroConnectionFields"}) as unknown as TypedDocumentString<XeroConnectionFieldsFragment, unknown>;
export const OrderEditorCategoriesDocument = new TypedDocumentString(`
    query OrderEditorCategories {
  listCategories {
    id
    categoryName
  }
}
    `) as unknown as TypedDocumentString<OrderEditorCategoriesQuery, OrderEditorCategoriesQueryVariables>;
export const OrderCustomerMatchesDocument = new TypedDocumentString(`
    query OrderCustomerMatches($search: String!) {
  searchCustomers(search: $search) {
    id
    companyName
    contactName
    email
    phone
    customerLevel
    deliveryZoneName
    deliveryWeekdays
  }
}
    `) as unknown as TypedDocumentString<OrderCustomerMatchesQuery, OrderCustomerMatchesQueryVariables>;
export const StaffOrderProductsDocument = new TypedDocumentString(`
    query StaffOrderProducts($customerId: ID, $search: String, $categoryId: ID, $limit: Int) {
  staffOrderProducts(
    customerId: $customerId
    search: $search
    categoryId: $categoryId
    limit: $limit
  ) {
    id
    name
    code
    unit
    categoryId
    categoryName
    price
    isEnabled
    inStock
    image {
      url
      srcSet
      width
      height
    }
  }
}
    `) as unknown as TypedDocumentString<StaffOrderProductsQuery, StaffOrderProductsQueryVariables>;
export const ChangePasswordDocument = new TypedDocumentString(`
    mutation ChangePassword($currentPassword: String!, $newPassword: String!) {
  changePassword(currentPassword: $currentPassword, newPassword: $newPassword)
}
    `) as unknown as TypedDocumentString<ChangePasswordMutation, ChangePasswordMutationVariables>;
export const MyAccountChangedDocument = new TypedDocumentString(`
    subscription MyAccountChanged {
  myAccountChanged {
    action
    isActive
  }
}
    `) as unknown as TypedDocumentString<MyAccountChangedSubscription, MyAccountChangedSubscriptionVariables>;
export const MyAccountDocument = new TypedDocumentString(`
    query MyAccount {
  myAccount {
    ...MyAccountFields
  }
}
    fragment MyAccountFields on MyAccount {
  businessName
  contactPerson
  phone
  email
  address {
    addr1
    addr2
    addr3
    city
    postalCode
  }
  orderConfirmationEmails
}`) as unknown as TypedDocumentString<MyAccountQuery, MyAccountQueryVariables>;
export const MyCutoffReminderDocument = new TypedDocumentString(`
    query MyCutoffReminder {
  myCutoffReminder {
    ...CutoffReminderFields
  }
}
    fragment CutoffReminderFields on CutoffReminder {
  enabled
  hoursBefore
  weekdays
}`) as unknown as TypedDocumentString<MyCutoffReminderQuery, MyCutoffReminderQueryVariables>;
export const MyLedgerDocument = new TypedDocumentString(`
    query MyLedger {
  myLedger {
    source
    readAt
    account {
      balance
      overdue
      credit
      termsLabel
    }
    openDocuments {
      id
      kind
      number
      issuedDate
      dueDate
      total
      open
      daysOverdue
      pdfUrl
    }
    payments {
      id
      receivedOn
      amount
      method
      reference
      reversedAt
    }
  }
}
    `) as unknown as TypedDocumentString<MyLedgerQuery, MyLedgerQueryVariables>;
export const MyRecurringOrdersDocument = new TypedDocumentString(`
    query MyRecurringOrders {
  myRecurringOrders {
    id
    frequencyText
    startingDate
    isDelivery
    lines {
      productName
      unit
      quantity
    }
    nextRuns {
      dueDate
      text
    }
  }
}
    `) as unknown as TypedDocumentString<MyRecurringOrdersQuery, MyRecurringOrdersQueryVariables>;
export const MyStatementsDocument = new TypedDocumentString(`
    query MyStatements {
  myStatements {
    id
    period
    periodLabel
    statementDate
    closingBalance
    pdfUrl
  }
}
    `) as unknown as TypedDocumentString<MyStatementsQuery, MyStatementsQueryVariables>;
export const SetMyCutoffReminderDocument = new TypedDocumentString(`
    mutation SetMyCutoffReminder($input: CutoffReminderInput!) {
  setMyCutoffReminder(input: $input) {
    ...CutoffReminderFields
  }
}
    fragment CutoffReminderFields on CutoffReminder {
  enabled
  hoursBefore
  weekdays
}`) as unknown as TypedDocumentString<SetMyCutoffReminderMutation, SetMyCutoffReminderMutationVariables>;
export const AccountCutoffHourDocument = new TypedDocumentString(`
    query AccountCutoffHour {
  getSettingsVariables {
    cutoffHour
  }
}
    `) as unknown as TypedDocumentString<AccountCutoffHourQuery, AccountCutoffHourQueryVariables>;
export const UpdateMyAccountDocument = new TypedDocumentString(`
    mutation UpdateMyAccount($input: UpdateMyAccountInput!) {
  updateMyAccount(input: $input) {
    ...MyAccountFields
  }
}
    fragment MyAccountFields on MyAccount {
  businessName
  contactPerson
  phone
  email
  address {
    addr1
    addr2
    addr3
    city
    postalCode
  }
  orderConfirmationEmails
}`) as unknown as TypedDocumentString<UpdateMyAccountMutation, UpdateMyAccountMutationVariables>;
export const CompleteFirstSignInDocument = new TypedDocumentString(`
    mutation CompleteFirstSignIn($newPassword: String!) {
  completeFirstSignIn(newPassword: $newPassword) {
    ...ViewerFields
  }
}
    fragment ViewerFields on Viewer {
  id
  email
  firstName
  lastName
  role
  customerId
  mustChangePassword
}`) as unknown as TypedDocumentString<CompleteFirstSignInMutation, CompleteFirstSignInMutationVariables>;
export const MeDocument = new TypedDocumentString(`
    query Me {
  me {
    ...ViewerFields
  }
}
    fragment ViewerFields on Viewer {
  id
  email
  firstName
  lastName
  role
  customerId
  mustChangePassword
}`) as unknown as TypedDocumentString<MeQuery, MeQueryVariables>;
export const RequestPasswordResetDocument = new TypedDocumentString(`
    mutation RequestPasswordReset($email: String!) {
  requestPasswordReset(email: $email)
}
    `) as unknown as TypedDocumentString<RequestPasswordResetMutation, RequestPasswordResetMutationVariables>;
export const ResetPasswordDocument = new TypedDocumentString(`
    mutation ResetPassword($email: String!, $code: String!, $newPassword: String!) {
  resetPassword(email: $email, code: $code, newPassword: $newPassword)
}
    `) as unknown as TypedDocumentString<ResetPasswordMutation, ResetPasswordMutationVariables>;
export const BackupStatusDocument = new TypedDocumentString(`
    query BackupStatus {
  backupStatus {
    ...BackupStatusFields
  }
}
    fragment BackupStatusFields on BackupStatus {
  hour
  keep
  folder
  latest {
    day
    startedAt
    finishedAt
    status
    bytes
    error
  }
}`) as unknown as TypedDocumentString<BackupStatusQuery, BackupStatusQueryVariables>;
export const UpdateBackupSettingsDocument = new TypedDocumentString(`
    mutation UpdateBackupSettings($hour: Int!, $keep: Int!) {
  updateBackupSettings(hour: $hour, keep: $keep) {
    ...BackupStatusFields
  }
}
    fragment BackupStatusFields on BackupStatus {
  hour
  keep
  folder
  latest {
    day
    startedAt
    finishedAt
    status
    bytes
    error
  }
}`) as unknown as TypedDocumentString<UpdateBackupSettingsMutation, UpdateBackupSettingsMutationVariables>;
export const AccountOnHoldDocument = new TypedDocumentString(`
    query AccountOnHold {
  me {
    accountOnHold
  }
}
    `) as unknown as TypedDocumentString<AccountOnHoldQuery, AccountOnHoldQueryVariables>;
export const CreateOrderDocument = new TypedDocumentString(`
    mutation CreateOrder($input: CreateOrderInput!) {
  createOrder(input: $input) {
    ...PlacedOrder
  }
}
    fragment PlacedOrder on Order {
  id
  shortId
  processingDate
  itemCount
  totals {
    total
  }
}`) as unknown as TypedDocumentString<CreateOrderMutation, CreateOrderMutationVariables>;
export const DeleteProductNoteDocument = new TypedDocumentString(`
    mutation DeleteProductNote($productId: ID!) {
  deleteProductNote(productId: $productId)
}
    `) as unknown as TypedDocumentString<DeleteProductNoteMutation, DeleteProductNoteMutationVariables>;
export const GetCartProductsDocument = new TypedDocumentString(`
    query GetCartProducts($ids: [ID!]!) {
  getProducts(ids: $ids) {
    ...CartProduct
  }
}
    fragment CartProduct on Product {
  id
  productName
  productCode
  productUnit
  isInStock
  image {
    url
    srcSet
    width
    height
  }
  price {
    price
  }
}`) as unknown as TypedDocumentString<GetCartProductsQuery, GetCartProductsQueryVariables>;
export const GetSettingsVariablesDocument = new TypedDocumentString(`
    query GetSettingsVariables {
  getSettingsVariables {
    cutoffHour
    freightChargeCents
    freeFreightThresholdCents
  }
}
    `) as unknown as TypedDocumentString<GetSettingsVariablesQuery, GetSettingsVariablesQueryVariables>;
export const MyProductNotesDocument = new TypedDocumentString(`
    query MyProductNotes {
  myProductNotes {
    productId
    notes
  }
}
    `) as unknown as TypedDocumentString<MyProductNotesQuery, MyProductNotesQueryVariables>;
export const OrderProcessingDateDocument = new TypedDocumentString(`
    query OrderProcessingDate {
  orderProcessingDate {
    date
    moved
    notice
    delivery {
      date
      text
      notice
      zoneName
      days
      freightChargeCents
      freeFreightThresholdCents
      minimumOrderCents
    }
  }
}
    `) as unknown as TypedDocumentString<OrderProcessingDateQuery, OrderProcessingDateQueryVariables>;
export const SetProductNoteDocument = new TypedDocumentString(`
    mutation SetProductNote($productId: ID!, $notes: String!) {
  setProductNote(productId: $productId, notes: $notes) {
    productId
    notes
  }
}
    `) as unknown as TypedDocumentString<SetProductNoteMutation, SetProductNoteMutationVariables>;
export const SettingsChangedDocument = new TypedDocumentString(`
    subscription SettingsChanged {
  settingsChanged {
    cutoffHour
    freightChargeCents
    freeFreightThresholdCents
  }
}
    `) as unknown as TypedDocumentString<SettingsChangedSubscription, SettingsChangedSubscriptionVariables>;
export const ListProductsDocument = new TypedDocumentString(`
    query ListProducts($category: String, $search: String, $after: String, $first: Int) {
  listProducts(category: $category, search: $search, after: $after, first: $first) {
    products {
      ...CatalogueProduct
    }
    nextCursor
    totalCount
  }
}
    fragment CatalogueProduct on Product {
  id
  productName
  productCode
  productUnit
  isInStock
  availability
  image {
    url
    srcSet
    width
    height
  }
  price {
    defaultPrice
    customPrice
    price
  }
}`) as unknown as TypedDocumentString<ListProductsQuery, ListProductsQueryVariables>;
export const MyPricesChangedDocument = new TypedDocumentString(`
    subscription MyPricesChanged {
  myPricesChanged {
    reason
  }
}
    `) as unknown as TypedDocumentString<MyPricesChangedSubscription, MyPricesChangedSubscriptionVariables>;
export const ProductChangedDocument = new TypedDocumentString(`
    subscription ProductChanged {
  productChanged {
    action
    product {
      id
    }
  }
}
    `) as unknown as TypedDocumentString<ProductChangedSubscription, ProductChangedSubscriptionVariables>;
export const CategoryChangedDocument = new TypedDocumentString(`
    subscription CategoryChanged {
  categoryChanged {
    action
    category {
      id
      categoryName
    }
  }
}
    `) as unknown as TypedDocumentString<CategoryChangedSubscription, CategoryChangedSubscriptionVariables>;
export const CreateCategoryDocument = new TypedDocumentString(`
    mutation CreateCategory($categoryName: String!) {
  createCategory(categoryName: $categoryName) {
    id
    categoryName
  }
}
    `) as unknown as TypedDocumentString<CreateCategoryMutation, CreateCategoryMutationVariables>;
export const DeleteCategoryDocument = new TypedDocumentString(`
    mutation DeleteCategory($id: ID!) {
  deleteCategory(id: $id)
}
    `) as unknown as TypedDocumentString<DeleteCategoryMutation, DeleteCategoryMutationVariables>;
export const ListCategoriesDocument = new TypedDocumentString(`
    query ListCategories {
  listCategories {
    id
    categoryName
  }
}
    `) as unknown as TypedDocumentString<ListCategoriesQuery, ListCategoriesQueryVariables>;
export const UpdateCategoryDocument = new TypedDocumentString(`
    mutation UpdateCategory($id: ID!, $categoryName: String!) {
  updateCategory(id: $id, categoryName: $categoryName) {
    id
    categoryName
  }
}
    `) as unknown as TypedDocumentString<UpdateCategoryMutation, UpdateCategoryMutationVariables>;
export const ContactPrefillDocument = new TypedDocumentString(`
    query ContactPrefill {
  myAccount {
    firstName
    lastName
    email
    phone
  }
}
    `) as unknown as TypedDocumentString<ContactPrefillQuery, ContactPrefillQueryVariables>;
export const SendContactMessageDocument = new TypedDocumentString(`
    mutation SendContactMessage($input: ContactMessageInput!) {
  sendContactMessage(input: $input)
}
    `) as unknown as TypedDocumentString<SendContactMessageMutation, SendContactMessageMutationVariables>;
export const AdminCustomersDocument = new TypedDocumentString(`
    query AdminCustomers($search: String, $offset: Int, $limit: Int) {
  adminCustomers(search: $search, offset: $offset, limit: $limit) {
    totalCount
    rows {
      ...AdminCustomerRow
    }
  }
}
    fragment AdminCustomerRow on AdminCustomer {
  id
  customerCode
  firstName
  lastName
  email
  mobile
  companyName
  customerLevel
  isActive
  onStop
  onStopReason
  onStopSince
  priceLevel {
    id
    name
  }
  deliveryZone {
    id
    name
  }
  address {
    addr1
    addr2
    addr3
    city
    postalCode
  }
  paymentTerms
  paymentTermsLabel
  creditLimit
  orderCount
  recurringOrderCount
  accountingSync {
    state
    lastError
  }
  sync {
    system
    status
    lastError
  }
}`) as unknown as TypedDocumentString<AdminCustomersQuery, AdminCustomersQueryVariables>;
export const CreateCustomerDocument = new TypedDocumentString(`
    mutation CreateCustomer($input: CustomerInput!) {
  createCustomer(input: $input) {
    ...AdminCustomerRow
  }
}
    fragment AdminCustomerRow on AdminCustomer {
  id
  customerCode
  firstName
  lastName
  email
  mobile
  companyName
  customerLevel
  isActive
  onStop
  onStopReason
  onStopSince
  priceLevel {
    id
    name
  }
  deliveryZone {
    id
    name
  }
  address {
    addr1
    addr2
    addr3
    city
    postalCode
  }
  paymentTerms
  paymentTermsLabel
  creditLimit
  orderCount
  recurringOrderCount
  accountingSync {
    state
    lastError
  }
  sync {
    system
    status
    lastError
  }
}`) as unknown as TypedDocumentString<CreateCustomerMutation, CreateCustomerMutationVariables>;
export const CustomerChangedDocument = new TypedDocumentString(`
    subscription CustomerChanged {
  customerChanged {
    action
    customerId
  }
}
    `) as unknown as TypedDocumentString<CustomerChangedSubscription, CustomerChangedSubscriptionVariables>;
export const CustomerCutoffRemindersDocument = new TypedDocumentString(`
    query CustomerCutoffReminders($customerId: ID!) {
  customerCutoffReminders(customerId: $customerId) {
    id
    processingDate
    sentAt
    toEmail
    hoursBefore
  }
}
    `) as unknown as TypedDocumentString<CustomerCutoffRemindersQuery, CustomerCutoffRemindersQueryVariables>;
export const CustomerDeliveryZonesDocument = new TypedDocumentString(`
    query CustomerDeliveryZones {
  deliveryZones {
    id
    name
  }
}
    `) as unknown as TypedDocumentString<CustomerDeliveryZonesQuery, CustomerDeliveryZonesQueryVariables>;
export const CustomerPriceLevelsDocument = new TypedDocumentString(`
    query CustomerPriceLevels {
  adminPriceLevels {
    rows {
      id
      name
    }
  }
}
    `) as unknown as TypedDocumentString<CustomerPriceLevelsQuery, CustomerPriceLevelsQueryVariables>;
export const DeleteCustomerDocument = new TypedDocumentString(`
    mutation DeleteCustomer($id: ID!) {
  deleteCustomer(id: $id) {
    id
    outcome
  }
}
    `) as unknown as TypedDocumentString<DeleteCustomerMutation, DeleteCustomerMutationVariables>;
export const SetCustomerActiveDocument = new TypedDocumentString(`
    mutation SetCustomerActive($customerId: ID!, $isActive: Boolean!) {
  setCustomerActive(customerId: $customerId, isActive: $isActive)
}
    `) as unknown as TypedDocumentString<SetCustomerActiveMutation, SetCustomerActiveMutationVariables>;
export const SetCustomerOnStopDocument = new TypedDocumentString(`
    mutation SetCustomerOnStop($id: ID!, $onStop: Boolean!, $reason: String) {
  setCustomerOnStop(id: $id, onStop: $onStop, reason: $reason) {
    ...AdminCustomerRow
  }
}
    fragment AdminCustomerRow on AdminCustomer {
  id
  customerCode
  firstName
  lastName
  email
  mobile
  companyName
  customerLevel
  isActive
  onStop
  onStopReason
  onStopSince
  priceLevel {
    id
    name
  }
  deliveryZone {
    id
    name
  }
  address {
    addr1
    addr2
    addr3
    city
    postalCode
  }
  paymentTerms
  paymentTermsLabel
  creditLimit
  orderCount
  recurringOrderCount
  accountingSync {
    state
    lastError
  }
  sync {
    system
    status
    lastError
  }
}`) as unknown as TypedDocumentString<SetCustomerOnStopMutation, SetCustomerOnStopMutationVariables>;
export const ShopPaymentTermsDocument = new TypedDocumentString(`
    query ShopPaymentTerms {
  invoiceSettings {
    paymentTermsLabel
  }
}
    `) as unknown as TypedDocumentString<ShopPaymentTermsQuery, ShopPaymentTermsQueryVariables>;
export const UpdateCustomerDocument = new TypedDocumentString(`
    mutation UpdateCustomer($id: ID!, $input: CustomerInput!) {
  updateCustomer(id: $id, input: $input) {
    ...AdminCustomerRow
  }
}
    fragment AdminCustomerRow on AdminCustomer {
  id
  customerCode
  firstName
  lastName
  email
  mobile
  companyName
  customerLevel
  isActive
  onStop
  onStopReason
  onStopSince
  priceLevel {
    id
    name
  }
  deliveryZone {
    id
    name
  }
  address {
    addr1
    addr2
    addr3
    city
    postalCode
  }
  paymentTerms
  paymentTermsLabel
  creditLimit
  orderCount
  recurringOrderCount
  accountingSync {
    state
    lastError
  }
  sync {
    system
    status
    lastError
  }
}`) as unknown as TypedDocumentString<UpdateCustomerMutation, UpdateCustomerMutationVariables>;
export const AccountingSalesDocument = new TypedDocumentString(`
    query AccountingSales($from: String!, $to: String!) {
  accountingSales(from: $from, to: $to) {
    dailySalesTotal
    topCustomersDaily {
      customerName
      value
    }
    monthlySales
    yearToDate {
      customerName
      value
    }
    donut {
      value
      customers {
        customerName
        value
      }
    }
  }
}
    `) as unknown as TypedDocumentString<AccountingSalesQuery, AccountingSalesQueryVariables>;
export const DashboardFiguresDocument = new TypedDocumentString(`
    query DashboardFigures {
  dashboardFigures {
    today
    totalCustomers
    daily {
      exGst
      incGst
      invoiceCount
    }
    yesterday {
      exGst
      incGst
      invoiceCount
    }
    monthToDate {
      exGst
      incGst
      invoiceCount
    }
    work {
      processingDate
      pending
      packed
      estimateTotal
    }
    salesSource
  }
}
    `) as unknown as TypedDocumentString<DashboardFiguresQuery, DashboardFiguresQueryVariables>;
export const DashboardOrderChangedDocument = new TypedDocumentString(`
    subscription DashboardOrderChanged {
  adminOrderChanged {
    action
    orderId
  }
}
    `) as unknown as TypedDocumentString<DashboardOrderChangedSubscription, DashboardOrderChangedSubscriptionVariables>;
export const DashboardOrdersExportDocument = new TypedDocumentString(`
    query DashboardOrdersExport($filter: AdminOrderFilter!, $from: String!, $to: String!) {
  adminOrdersExport(filter: $filter, from: $from, to: $to) {
    totalCount
    rows {
      id
      shortId
      companyName
      processingDate
      status
    }
  }
}
    `) as unknown as TypedDocumentString<DashboardOrdersExportQuery, DashboardOrdersExportQueryVariables>;
export const DashboardOrdersDocument = new TypedDocumentString(`
    query DashboardOrders($filter: AdminOrderFilter!, $from: String, $to: String, $offset: Int!, $limit: Int!) {
  adminOrders(
    filter: $filter
    from: $from
    to: $to
    offset: $offset
    limit: $limit
  ) {
    totalCount
    countIsCapped
    rows {
      id
      shortId
      companyName
      processingDate
      status
    }
  }
}
    `) as unknown as TypedDocumentString<DashboardOrdersQuery, DashboardOrdersQueryVariables>;
export const OrdersByDayDocument = new TypedDocumentString(`
    query OrdersByDay($from: String!, $to: String!, $status: OrderStatus) {
  ordersByDay(from: $from, to: $to, status: $status) {
    date
    pending
    packed
    completed
    cancelled
  }
}
    `) as unknown as TypedDocumentString<OrdersByDayQuery, OrdersByDayQueryVariables>;
export const SalesByDayDocument = new TypedDocumentString(`
    query SalesByDay($from: String!, $to: String!) {
  salesByDay(from: $from, to: $to) {
    date
    exGst
    incGst
    invoiceCount
  }
}
    `) as unknown as TypedDocumentString<SalesByDayQuery, SalesByDayQueryVariables>;
export const TopCustomersDocument = new TypedDocumentString(`
    query TopCustomers($from: String!, $to: String!) {
  topCustomers(from: $from, to: $to) {
    from
    to
    total {
      exGst
      incGst
      invoiceCount
    }
    customers {
      customerId
      customerName
      exGst
      incGst
    }
    others {
      exGst
      incGst
      invoiceCount
    }
  }
}
    `) as unknown as TypedDocumentString<TopCustomersQuery, TopCustomersQueryVariables>;
export const UndeliveredStopsDocument = new TypedDocumentString(`
    query UndeliveredStops {
  undeliveredStops {
    orderId
    shortId
    companyName
    phone
    zoneName
    processingDate
  }
}
    `) as unknown as TypedDocumentString<UndeliveredStopsQuery, UndeliveredStopsQueryVariables>;
export const ArrangeDeliveryRunDocument = new TypedDocumentString(`
    mutation ArrangeDeliveryRun($date: String!, $zoneId: ID, $customerIds: [ID!]!) {
  arrangeDeliveryRun(date: $date, zoneId: $zoneId, customerIds: $customerIds) {
    ...DeliveryRunFields
  }
}
    fragment DeliveryRunFields on DeliveryRun {
  zoneId
  zoneName
  driverName
  finishedAt
  stops {
    orderId
    shortId
    customerId
    companyName
    contactName
    phone
    address
    notes
    purchaseOrder
    status
    lineCount
    cartons
    deliveredAt
    receivedBy
  }
}`) as unknown as TypedDocumentString<ArrangeDeliveryRunMutation, ArrangeDeliveryRunMutationVariables>;
export const RunSheetOrderChangedDocument = new TypedDocumentString(`
    subscription RunSheetOrderChanged {
  adminOrderChanged {
    action
    orderId
  }
}
    `) as unknown as TypedDocumentString<RunSheetOrderChangedSubscription, RunSheetOrderChangedSubscriptionVariables>;
export const DeliveryRunsDocument = new TypedDocumentString(`
    query DeliveryRuns($date: String!) {
  deliveryRuns(date: $date) {
    ...DeliveryRunFields
  }
}
    fragment DeliveryRunFields on DeliveryRun {
  zoneId
  zoneName
  driverName
  finishedAt
  stops {
    orderId
    shortId
    customerId
    companyName
    contactName
    phone
    address
    notes
    purchaseOrder
    status
    lineCount
    cartons
    deliveredAt
    receivedBy
  }
}`) as unknown as TypedDocumentString<DeliveryRunsQuery, DeliveryRunsQueryVariables>;
export const RunSheetPackingDayDocument = new TypedDocumentString(`
    query RunSheetPackingDay {
  packingBoard {
    processingDate
  }
}
    `) as unknown as TypedDocumentString<RunSheetPackingDayQuery, RunSheetPackingDayQueryVariables>;
export const CreateDeliveryZoneDocument = new TypedDocumentString(`
    mutation CreateDeliveryZone($input: DeliveryZoneInput!) {
  createDeliveryZone(input: $input) {
    ...DeliveryZoneFields
  }
}
    fragment DeliveryZoneFields on DeliveryZone {
  id
  name
  weekdays
  cutoffHour
  freightChargeCents
  freeFreightThresholdCents
  minimumOrderCents
  customerCount
  driverId
  driverName
}`) as unknown as TypedDocumentString<CreateDeliveryZoneMutation, CreateDeliveryZoneMutationVariables>;
export const DeleteDeliveryZoneDocument = new TypedDocumentString(`
    mutation DeleteDeliveryZone($id: ID!) {
  deleteDeliveryZone(id: $id)
}
    `) as unknown as TypedDocumentString<DeleteDeliveryZoneMutation, DeleteDeliveryZoneMutationVariables>;
export const DeliveryZoneDriversDocument = new TypedDocumentString(`
    query DeliveryZoneDrivers {
  listDrivers {
    id
    firstName
    lastName
    email
  }
}
    `) as unknown as TypedDocumentString<DeliveryZoneDriversQuery, DeliveryZoneDriversQueryVariables>;
export const DeliveryZonesDocument = new TypedDocumentString(`
    query DeliveryZones {
  deliveryZones {
    ...DeliveryZoneFields
  }
}
    fragment DeliveryZoneFields on DeliveryZone {
  id
  name
  weekdays
  cutoffHour
  freightChargeCents
  freeFreightThresholdCents
  minimumOrderCents
  customerCount
  driverId
  driverName
}`) as unknown as TypedDocumentString<DeliveryZonesQuery, DeliveryZonesQueryVariables>;
export const UpdateDeliveryZoneDocument = new TypedDocumentString(`
    mutation UpdateDeliveryZone($id: ID!, $input: DeliveryZoneInput!) {
  updateDeliveryZone(id: $id, input: $input) {
    ...DeliveryZoneFields
  }
}
    fragment DeliveryZoneFields on DeliveryZone {
  id
  name
  weekdays
  cutoffHour
  freightChargeCents
  freeFreightThresholdCents
  minimumOrderCents
  customerCount
  driverId
  driverName
}`) as unknown as TypedDocumentString<UpdateDeliveryZoneMutation, UpdateDeliveryZoneMutationVariables>;
export const DriverDeliveryRunsDocument = new TypedDocumentString(`
    query DriverDeliveryRuns($date: String!) {
  myDeliveryRuns(date: $date) {
    ...DriverRunFields
  }
}
    fragment DriverRunFields on DriverRun {
  zoneId
  zoneName
  finishedAt
  stops {
    orderId
    shortId
    customerId
    companyName
    contactName
    phone
    address
    notes
    purchaseOrder
    status
    lineCount
    cartons
    deliveredAt
    receivedBy
  }
}`) as unknown as TypedDocumentString<DriverDeliveryRunsQuery, DriverDeliveryRunsQueryVariables>;
export const DriverFinishRunDocument = new TypedDocumentString(`
    mutation DriverFinishRun($zoneId: ID!, $date: String!) {
  finishDeliveryRun(zoneId: $zoneId, date: $date)
}
    `) as unknown as TypedDocumentString<DriverFinishRunMutation, DriverFinishRunMutationVariables>;
export const DriverMarkDeliveredDocument = new TypedDocumentString(`
    mutation DriverMarkDelivered($input: DeliveryInput!) {
  markDelivered(input: $input) {
    deliveredAt
    receivedBy
  }
}
    `) as unknown as TypedDocumentString<DriverMarkDeliveredMutation, DriverMarkDeliveredMutationVariables>;
export const CheckIntegrationConnectionDocument = new TypedDocumentString(`
    mutation CheckIntegrationConnection($system: ExternalSystem!) {
  checkIntegrationConnection(system: $system) {
    system
    lastCheck {
      ok
      checkedAt
    }
  }
}
    `) as unknown as TypedDocumentString<CheckIntegrationConnectionMutation, CheckIntegrationConnectionMutationVariables>;
export const ConnectionCheckedDocument = new TypedDocumentString(`
    subscription ConnectionChecked {
  connectionChecked {
    system
    ok
    checkedAt
  }
}
    `) as unknown as TypedDocumentString<ConnectionCheckedSubscription, ConnectionCheckedSubscriptionVariables>;
export const DismissPushDocument = new TypedDocumentString(`
    mutation DismissPush($id: ID!, $reason: String!) {
  dismissPush(id: $id, reason: $reason)
}
    `) as unknown as TypedDocumentString<DismissPushMutation, DismissPushMutationVariables>;
export const IntegrationSystemsDocument = new TypedDocumentString(`
    query IntegrationSystems {
  integrations {
    systems {
      system
      adapter
      host
      lastCheck {
        ok
        checkedAt
      }
      pending
      failed
    }
  }
}
    `) as unknown as TypedDocumentString<IntegrationSystemsQuery, IntegrationSystemsQueryVariables>;
export const PushesChangedDocument = new TypedDocumentString(`
    subscription PushesChanged {
  pushesChanged {
    pushIds
  }
}
    `) as unknown as TypedDocumentString<PushesChangedSubscription, PushesChangedSubscriptionVariables>;
export const PushesDocument = new TypedDocumentString(`
    query Pushes($status: PushFilter!, $offset: Int!, $limit: Int!) {
  pushes(status: $status, offset: $offset, limit: $limit) {
    total
    rows {
      id
      system
      what
      record {
        kind
        name
        link
      }
      attempts
      lastError
      state
      nextAttemptAt
      createdAt
      dismissal {
        reason
        byName
        at
      }
    }
  }
}
    `) as unknown as TypedDocumentString<PushesQuery, PushesQueryVariables>;
export const RetryPushDocument = new TypedDocumentString(`
    mutation RetryPush($id: ID!) {
  retryPush(id: $id)
}
    `) as unknown as TypedDocumentString<RetryPushMutation, RetryPushMutationVariables>;
export const CancelMyOrderDocument = new TypedDocumentString(`
    mutation CancelMyOrder($id: ID!, $version: Int!) {
  cancelMyOrder(id: $id, version: $version) {
    ...MyOrderDetail
  }
}
    fragment MyOrderDetail on Order {
  id
  shortId
  orderDay
  processingDate
  status
  purchaseOrder
  isDelivery
  freight
  cutting
  hasInvoice
  version
  customerChange {
    canChange
    message
    phone
  }
  delivery {
    deliveredAt
    receivedBy
    photoUrl
    signatureUrl
  }
  invoice {
    number
    pdfUrl
  }
  correctionNotes {
    id
    number
    title
    pdfUrl
  }
  totals {
    subTotal
    freight
    cutting
    gst
    total
  }
  lines {
    id
    productId
    productName
    productCode
    productUnit
    image {
      url
      srcSet
      width
      height
    }
    quantity
    packedWeight
    unitPrice
    notes
    product {
      id
      productName
      productCode
      productUnit
      isInStock
      image {
        url
      }
    }
  }
}`) as unknown as TypedDocumentString<CancelMyOrderMutation, CancelMyOrderMutationVariables>;
export const ChangeMyOrderDocument = new TypedDocumentString(`
    mutation ChangeMyOrder($id: ID!, $version: Int!, $input: ChangeMyOrderInput!) {
  changeMyOrder(id: $id, version: $version, input: $input) {
    ...MyOrderDetail
  }
}
    fragment MyOrderDetail on Order {
  id
  shortId
  orderDay
  processingDate
  status
  purchaseOrder
  isDelivery
  freight
  cutting
  hasInvoice
  version
  customerChange {
    canChange
    message
    phone
  }
  delivery {
    deliveredAt
    receivedBy
    photoUrl
    signatureUrl
  }
  invoice {
    number
    pdfUrl
  }
  correctionNotes {
    id
    number
    title
    pdfUrl
  }
  totals {
    subTotal
    freight
    cutting
    gst
    total
  }
  lines {
    id
    productId
    productName
    productCode
    productUnit
    image {
      url
      srcSet
      width
      height
    }
    quantity
    packedWeight
    unitPrice
    notes
    product {
      id
      productName
      productCode
      productUnit
      isInStock
      image {
        url
      }
    }
  }
}`) as unknown as TypedDocumentString<ChangeMyOrderMutation, ChangeMyOrderMutationVariables>;
export const GetMyOrderDocument = new TypedDocumentString(`
    query GetMyOrder($id: ID!) {
  getMyOrder(id: $id) {
    ...MyOrderDetail
  }
}
    fragment MyOrderDetail on Order {
  id
  shortId
  orderDay
  processingDate
  status
  purchaseOrder
  isDelivery
  freight
  cutting
  hasInvoice
  version
  customerChange {
    canChange
    message
    phone
  }
  delivery {
    deliveredAt
    receivedBy
    photoUrl
    signatureUrl
  }
  invoice {
    number
    pdfUrl
  }
  correctionNotes {
    id
    number
    title
    pdfUrl
  }
  totals {
    subTotal
    freight
    cutting
    gst
    total
  }
  lines {
    id
    productId
    productName
    productCode
    productUnit
    image {
      url
      srcSet
      width
      height
    }
    quantity
    packedWeight
    unitPrice
    notes
    product {
      id
      productName
      productCode
      productUnit
      isInStock
      image {
        url
      }
    }
  }
}`) as unknown as TypedDocumentString<GetMyOrderQuery, GetMyOrderQueryVariables>;
export const ListMyOrdersDocument = new TypedDocumentString(`
    query ListMyOrders($status: CustomerOrderFilter!, $offset: Int!, $limit: Int!) {
  listMyOrders(status: $status, offset: $offset, limit: $limit) {
    totalCount
    orders {
      ...MyOrderRow
    }
  }
}
    fragment MyOrderRow on Order {
  id
  shortId
  orderDay
  status
  itemCount
  hasInvoice
  totals {
    total
  }
  delivery {
    deliveredAt
    receivedBy
  }
}`) as unknown as TypedDocumentString<ListMyOrdersQuery, ListMyOrdersQueryVariables>;
export const MyOrderChangedDocument = new TypedDocumentString(`
    subscription MyOrderChanged {
  myOrderChanged {
    action
    order {
      id
    }
  }
}
    `) as unknown as TypedDocumentString<MyOrderChangedSubscription, MyOrderChangedSubscriptionVariables>;
export const SearchOrderProductsDocument = new TypedDocumentString(`
    query SearchOrderProducts($term: String!) {
  searchProducts(term: $term) {
    id
    productName
    productCode
    productUnit
    isInStock
    price {
      price
    }
  }
}
    `) as unknown as TypedDocumentString<SearchOrderProductsQuery, SearchOrderProductsQueryVariables>;
export const ListNotificationsDocument = new TypedDocumentString(`
    query ListNotifications {
  listNotifications {
    id
    user
    message
    notificationTime
    orderId
  }
}
    `) as unknown as TypedDocumentString<ListNotificationsQuery, ListNotificationsQueryVariables>;
export const NotificationCreatedDocument = new TypedDocumentString(`
    subscription NotificationCreated {
  notificationCreated {
    id
    message
    orderId
    mine
  }
}
    `) as unknown as TypedDocumentString<NotificationCreatedSubscription, NotificationCreatedSubscriptionVariables>;
export const OrderEditorChangedDocument = new TypedDocumentString(`
    subscription OrderEditorChanged {
  adminOrderChanged {
    action
    orderId
    version
    actorName
  }
}
    `) as unknown as TypedDocumentString<OrderEditorChangedSubscription, OrderEditorChangedSubscriptionVariables>;
export const OrderEditorOrderDocument = new TypedDocumentString(`
    query OrderEditorOrder($id: ID!) {
  adminOrder(id: $id) {
    ...AdminOrderFields
  }
}
    fragment AdminOrderFields on AdminOrder {
  id
  shortId
  version
  status
  orderDate
  processingDate
  line
  priceLevelId
  purchaseOrder
  notes
  isDelivery
  freight
  cutting
  productionRef
  invoiceNumber
  totalIsEstimate
  updatedAt
  updatedByName
  customer {
    id
    companyName
    contactName
    email
    phone
    exists
  }
  lines {
    id
    productId
    productName
    productCode
    productUnit
    categoryName
    quantity
    packedWeight
    unitPrice
    levelPrice
    priceOverridden
    notes
    image {
      url
      srcSet
      width
      height
    }
  }
  totals {
    subTotal
    freight
    cutting
    gst
    total
  }
  delivery {
    deliveredAt
    receivedBy
    recordedBy
    photoUrl
    signatureUrl
  }
  invoice {
    id
    number
    revision
    issuedAt
    total
    pdfUrl
    emailedAt
    xeroProblem
  }
  correctionNotes {
    id
    kind
    number
    xeroProblem
    title
    issuedAt
    reason
    invoiceNumber
    total
    gst
    pdfUrl
  }
  invoiceRevisions {
    revision
    at
    actorName
    summary
    total
    changes {
      field
      before
      after
    }
  }
  sync {
    system
    status
    topic
    attempts
    lastError
    updatedAt
  }
  history {
    id
    version
    at
    actorName
    summary
    changes {
      field
      before
      after
    }
  }
}`) as unknown as TypedDocumentString<OrderEditorOrderQuery, OrderEditorOrderQueryVariables>;
export const CreateInvoiceDocument = new TypedDocumentString(`
    mutation CreateInvoice($orderId: ID!, $sendCustomerEmail: Boolean!) {
  createInvoice(orderId: $orderId, sendCustomerEmail: $sendCustomerEmail) {
    ...AdminOrderFields
  }
}
    fragment AdminOrderFields on AdminOrder {
  id
  shortId
  version
  status
  orderDate
  processingDate
  line
  priceLevelId
  purchaseOrder
  notes
  isDelivery
  freight
  cutting
  productionRef
  invoiceNumber
  totalIsEstimate
  updatedAt
  updatedByName
  customer {
    id
    companyName
    contactName
    email
    phone
    exists
  }
  lines {
    id
    productId
    productName
    productCode
    productUnit
    categoryName
    quantity
    packedWeight
    unitPrice
    levelPrice
    priceOverridden
    notes
    image {
      url
      srcSet
      width
      height
    }
  }
  totals {
    subTotal
    freight
    cutting
    gst
    total
  }
  delivery {
    deliveredAt
    receivedBy
    recordedBy
    photoUrl
    signatureUrl
  }
  invoice {
    id
    number
    revision
    issuedAt
    total
    pdfUrl
    emailedAt
    xeroProblem
  }
  correctionNotes {
    id
    kind
    number
    xeroProblem
    title
    issuedAt
    reason
    invoiceNumber
    total
    gst
    pdfUrl
  }
  invoiceRevisions {
    revision
    at
    actorName
    summary
    total
    changes {
      field
      before
      after
    }
  }
  sync {
    system
    status
    topic
    attempts
    lastError
    updatedAt
  }
  history {
    id
    version
    at
    actorName
    summary
    changes {
      field
      before
      after
    }
  }
}`) as unknown as TypedDocumentString<CreateInvoiceMutation, CreateInvoiceMutationVariables>;
export const CreateStaffOrderDocument = new TypedDocumentString(`
    mutation CreateStaffOrder($input: StaffOrderInput!, $sendCustomerEmail: Boolean!, $stopOverride: String) {
  createStaffOrder(
    input: $input
    sendCustomerEmail: $sendCustomerEmail
    stopOverride: $stopOverride
  ) {
    ...AdminOrderFields
  }
}
    fragment AdminOrderFields on AdminOrder {
  id
  shortId
  version
  status
  orderDate
  processingDate
  line
  priceLevelId
  purchaseOrder
  notes
  isDelivery
  freight
  cutting
  productionRef
  invoiceNumber
  totalIsEstimate
  updatedAt
  updatedByName
  customer {
    id
    companyName
    contactName
    email
    phone
    exists
  }
  lines {
    id
    productId
    productName
    productCode
    productUnit
    categoryName
    quantity
    packedWeight
    unitPrice
    levelPrice
    priceOverridden
    notes
    image {
      url
      srcSet
      width
      height
    }
  }
  totals {
    subTotal
    freight
    cutting
    gst
    total
  }
  delivery {
    deliveredAt
    receivedBy
    recordedBy
    photoUrl
    signatureUrl
  }
  invoice {
    id
    number
    revision
    issuedAt
    total
    pdfUrl
    emailedAt
    xeroProblem
  }
  correctionNotes {
    id
    kind
    number
    xeroProblem
    title
    issuedAt
    reason
    invoiceNumber
    total
    gst
    pdfUrl
  }
  invoiceRevisions {
    revision
    at
    actorName
    summary
    total
    changes {
      field
      before
      after
    }
  }
  sync {
    system
    status
    topic
    attempts
    lastError
    updatedAt
  }
  history {
    id
    version
    at
    actorName
    summary
    changes {
      field
      before
      after
    }
  }
}`) as unknown as TypedDocumentString<CreateStaffOrderMutation, CreateStaffOrderMutationVariables>;
export const DeleteStaffOrderDocument = new TypedDocumentString(`
    mutation DeleteStaffOrder($id: ID!, $version: Int!) {
  deleteStaffOrder(id: $id, version: $version)
}
    `) as unknown as TypedDocumentString<DeleteStaffOrderMutation, DeleteStaffOrderMutationVariables>;
export const MarkDeliveredDocument = new TypedDocumentString(`
    mutation MarkDelivered($input: DeliveryInput!) {
  markDelivered(input: $input) {
    deliveredAt
    receivedBy
    recordedBy
    photoUrl
    signatureUrl
  }
}
    `) as unknown as TypedDocumentString<MarkDeliveredMutation, MarkDeliveredMutationVariables>;
export const OrderEditorIntegrationsDocument = new TypedDocumentString(`
    query OrderEditorIntegrations {
  integrations {
    production
    accounting
  }
}
    `) as unknown as TypedDocumentString<OrderEditorIntegrationsQuery, OrderEditorIntegrationsQueryVariables>;
export const OrderEditorSettingsDocument = new TypedDocumentString(`
    query OrderEditorSettings {
  getSettingsVariables {
    cutoffHour
    freightChargeCents
    freeFreightThresholdCents
  }
  closedDays {
    date
    name
  }
}
    `) as unknown as TypedDocumentString<OrderEditorSettingsQuery, OrderEditorSettingsQueryVariables>;
export const RecordReturnDocument = new TypedDocumentString(`
    mutation RecordReturn($input: ReturnInput!) {
  recordReturn(input: $input) {
    ...AdminOrderFields
  }
}
    fragment AdminOrderFields on AdminOrder {
  id
  shortId
  version
  status
  orderDate
  processingDate
  line
  priceLevelId
  purchaseOrder
  notes
  isDelivery
  freight
  cutting
  productionRef
  invoiceNumber
  totalIsEstimate
  updatedAt
  updatedByName
  customer {
    id
    companyName
    contactName
    email
    phone
    exists
  }
  lines {
    id
    productId
    productName
    productCode
    productUnit
    categoryName
    quantity
    packedWeight
    unitPrice
    levelPrice
    priceOverridden
    notes
    image {
      url
      srcSet
      width
      height
    }
  }
  totals {
    subTotal
    freight
    cutting
    gst
    total
  }
  delivery {
    deliveredAt
    receivedBy
    recordedBy
    photoUrl
    signatureUrl
  }
  invoice {
    id
    number
    revision
    issuedAt
    total
    pdfUrl
    emailedAt
    xeroProblem
  }
  correctionNotes {
    id
    kind
    number
    xeroProblem
    title
    issuedAt
    reason
    invoiceNumber
    total
    gst
    pdfUrl
  }
  invoiceRevisions {
    revision
    at
    actorName
    summary
    total
    changes {
      field
      before
      after
    }
  }
  sync {
    system
    status
    topic
    attempts
    lastError
    updatedAt
  }
  history {
    id
    version
    at
    actorName
    summary
    changes {
      field
      before
      after
    }
  }
}`) as unknown as TypedDocumentString<RecordReturnMutation, RecordReturnMutationVariables>;
export const RetryOrderSyncDocument = new TypedDocumentString(`
    mutation RetryOrderSync($orderId: ID!) {
  retryOrderSync(orderId: $orderId) {
    ...AdminOrderFields
  }
}
    fragment AdminOrderFields on AdminOrder {
  id
  shortId
  version
  status
  orderDate
  processingDate
  line
  priceLevelId
  purchaseOrder
  notes
  isDelivery
  freight
  cutting
  productionRef
  invoiceNumber
  totalIsEstimate
  updatedAt
  updatedByName
  customer {
    id
    companyName
    contactName
    email
    phone
    exists
  }
  lines {
    id
    productId
    productName
    productCode
    productUnit
    categoryName
    quantity
    packedWeight
    unitPrice
    levelPrice
    priceOverridden
    notes
    image {
      url
      srcSet
      width
      height
    }
  }
  totals {
    subTotal
    freight
    cutting
    gst
    total
  }
  delivery {
    deliveredAt
    receivedBy
    recordedBy
    photoUrl
    signatureUrl
  }
  invoice {
    id
    number
    revision
    issuedAt
    total
    pdfUrl
    emailedAt
    xeroProblem
  }
  correctionNotes {
    id
    kind
    number
    xeroProblem
    title
    issuedAt
    reason
    invoiceNumber
    total
    gst
    pdfUrl
  }
  invoiceRevisions {
    revision
    at
    actorName
    summary
    total
    changes {
      field
      before
      after
    }
  }
  sync {
    system
    status
    topic
    attempts
    lastError
    updatedAt
  }
  history {
    id
    version
    at
    actorName
    summary
    changes {
      field
      before
      after
    }
  }
}`) as unknown as TypedDocumentString<RetryOrderSyncMutation, RetryOrderSyncMutationVariables>;
export const ReturnPreviewDocument = new TypedDocumentString(`
    query ReturnPreview($input: ReturnInput!) {
  returnPreview(input: $input) {
    kind
    title
    subTotal
    gst
    total
    lines {
      productName
      unit
      amount
      before {
        quantity
        unitPrice
        amount
      }
      after {
        quantity
        unitPrice
        amount
      }
    }
  }
}
    `) as unknown as TypedDocumentString<ReturnPreviewQuery, ReturnPreviewQueryVariables>;
export const SyncOrderFromProductionDocument = new TypedDocumentString(`
    mutation SyncOrderFromProduction($id: ID!) {
  syncOrderFromProduction(id: $id) {
    changed
    order {
      ...AdminOrderFields
    }
  }
}
    fragment AdminOrderFields on AdminOrder {
  id
  shortId
  version
  status
  orderDate
  processingDate
  line
  priceLevelId
  purchaseOrder
  notes
  isDelivery
  freight
  cutting
  productionRef
  invoiceNumber
  totalIsEstimate
  updatedAt
  updatedByName
  customer {
    id
    companyName
    contactName
    email
    phone
    exists
  }
  lines {
    id
    productId
    productName
    productCode
    productUnit
    categoryName
    quantity
    packedWeight
    unitPrice
    levelPrice
    priceOverridden
    notes
    image {
      url
      srcSet
      width
      height
    }
  }
  totals {
    subTotal
    freight
    cutting
    gst
    total
  }
  delivery {
    deliveredAt
    receivedBy
    recordedBy
    photoUrl
    signatureUrl
  }
  invoice {
    id
    number
    revision
    issuedAt
    total
    pdfUrl
    emailedAt
    xeroProblem
  }
  correctionNotes {
    id
    kind
    number
    xeroProblem
    title
    issuedAt
    reason
    invoiceNumber
    total
    gst
    pdfUrl
  }
  invoiceRevisions {
    revision
    at
    actorName
    summary
    total
    changes {
      field
      before
      after
    }
  }
  sync {
    system
    status
    topic
    attempts
    lastError
    updatedAt
  }
  history {
    id
    version
    at
    actorName
    summary
    changes {
      field
      before
      after
    }
  }
}`) as unknown as TypedDocumentString<SyncOrderFromProductionMutation, SyncOrderFromProductionMutationVariables>;
export const UpdateStaffOrderDocument = new TypedDocumentString(`
    mutation UpdateStaffOrder($id: ID!, $version: Int!, $input: StaffOrderInput!, $correction: InvoiceCorrectionInput) {
  updateStaffOrder(
    id: $id
    version: $version
    input: $input
    correction: $correction
  ) {
    ...AdminOrderFields
  }
}
    fragment AdminOrderFields on AdminOrder {
  id
  shortId
  version
  status
  orderDate
  processingDate
  line
  priceLevelId
  purchaseOrder
  notes
  isDelivery
  freight
  cutting
  productionRef
  invoiceNumber
  totalIsEstimate
  updatedAt
  updatedByName
  customer {
    id
    companyName
    contactName
    email
    phone
    exists
  }
  lines {
    id
    productId
    productName
    productCode
    productUnit
    categoryName
    quantity
    packedWeight
    unitPrice
    levelPrice
    priceOverridden
    notes
    image {
      url
      srcSet
      width
      height
    }
  }
  totals {
    subTotal
    freight
    cutting
    gst
    total
  }
  delivery {
    deliveredAt
    receivedBy
    recordedBy
    photoUrl
    signatureUrl
  }
  invoice {
    id
    number
    revision
    issuedAt
    total
    pdfUrl
    emailedAt
    xeroProblem
  }
  correctionNotes {
    id
    kind
    number
    xeroProblem
    title
    issuedAt
    reason
    invoiceNumber
    total
    gst
    pdfUrl
  }
  invoiceRevisions {
    revision
    at
    actorName
    summary
    total
    changes {
      field
      before
      after
    }
  }
  sync {
    system
    status
    topic
    attempts
    lastError
    updatedAt
  }
  history {
    id
    version
    at
    actorName
    summary
    changes {
      field
      before
      after
    }
  }
}`) as unknown as TypedDocumentString<UpdateStaffOrderMutation, UpdateStaffOrderMutationVariables>;
export const MyOrderGuideDocument = new TypedDocumentString(`
    query MyOrderGuide {
  myOrderGuide {
    ...OrderGuideFields
  }
}
    fragment OrderGuideFields on OrderGuide {
  customerId
  lines {
    product {
      id
      productName
      productCode
      productUnit
      categoryName
      isInStock
      image {
        url
        srcSet
      }
      price {
        price
      }
    }
    parLevel
    lastQuantity
    lastOrderedOn
    timesOrdered
  }
}`) as unknown as TypedDocumentString<MyOrderGuideQuery, MyOrderGuideQueryVariables>;
export const CustomerOrderGuideDocument = new TypedDocumentString(`
    query CustomerOrderGuide($customerId: ID!) {
  customerOrderGuide(customerId: $customerId) {
    ...OrderGuideFields
  }
}
    fragment OrderGuideFields on OrderGuide {
  customerId
  lines {
    product {
      id
      productName
      productCode
      productUnit
      categoryName
      isInStock
      image {
        url
        srcSet
      }
      price {
        price
      }
    }
    parLevel
    lastQuantity
    lastOrderedOn
    timesOrdered
  }
}`) as unknown as TypedDocumentString<CustomerOrderGuideQuery, CustomerOrderGuideQueryVariables>;
export const SetOrderGuideParLevelDocument = new TypedDocumentString(`
    mutation SetOrderGuideParLevel($customerId: ID, $productId: ID!, $parLevel: Float) {
  setOrderGuideParLevel(
    customerId: $customerId
    productId: $productId
    parLevel: $parLevel
  ) {
    ...OrderGuideFields
  }
}
    fragment OrderGuideFields on OrderGuide {
  customerId
  lines {
    product {
      id
      productName
      productCode
      productUnit
      categoryName
      isInStock
      image {
        url
        srcSet
      }
      price {
        price
      }
    }
    parLevel
    lastQuantity
    lastOrderedOn
    timesOrdered
  }
}`) as unknown as TypedDocumentString<SetOrderGuideParLevelMutation, SetOrderGuideParLevelMutationVariables>;
export const AddOrderGuideProductDocument = new TypedDocumentString(`
    mutation AddOrderGuideProduct($customerId: ID, $productId: ID!) {
  addOrderGuideProduct(customerId: $customerId, productId: $productId) {
    ...OrderGuideFields
  }
}
    fragment OrderGuideFields on OrderGuide {
  customerId
  lines {
    product {
      id
      productName
      productCode
      productUnit
      categoryName
      isInStock
      image {
        url
        srcSet
      }
      price {
        price
      }
    }
    parLevel
    lastQuantity
    lastOrderedOn
    timesOrdered
  }
}`) as unknown as TypedDocumentString<AddOrderGuideProductMutation, AddOrderGuideProductMutationVariables>;
export const RemoveOrderGuideProductDocument = new TypedDocumentString(`
    mutation RemoveOrderGuideProduct($customerId: ID, $productId: ID!) {
  removeOrderGuideProduct(customerId: $customerId, productId: $productId) {
    ...OrderGuideFields
  }
}
    fragment OrderGuideFields on OrderGuide {
  customerId
  lines {
    product {
      id
      productName
      productCode
      productUnit
      categoryName
      isInStock
      image {
        url
        srcSet
      }
      price {
        price
      }
    }
    parLevel
    lastQuantity
    lastOrderedOn
    timesOrdered
  }
}`) as unknown as TypedDocumentString<RemoveOrderGuideProductMutation, RemoveOrderGuideProductMutationVariables>;
export const ArrangeOrderGuideDocument = new TypedDocumentString(`
    mutation ArrangeOrderGuide($customerId: ID, $productIds: [ID!]!) {
  arrangeOrderGuide(customerId: $customerId, productIds: $productIds) {
    ...OrderGuideFields
  }
}
    fragment OrderGuideFields on OrderGuide {
  customerId
  lines {
    product {
      id
      productName
      productCode
      productUnit
      categoryName
      isInStock
      image {
        url
        srcSet
      }
      price {
        price
      }
    }
    parLevel
    lastQuantity
    lastOrderedOn
    timesOrdered
  }
}`) as unknown as TypedDocumentString<ArrangeOrderGuideMutation, ArrangeOrderGuideMutationVariables>;
export const SearchGuideProductsDocument = new TypedDocumentString(`
    query SearchGuideProducts($term: String!) {
  searchProducts(term: $term) {
    id
    productName
    productCode
  }
}
    `) as unknown as TypedDocumentString<SearchGuideProductsQuery, SearchGuideProductsQueryVariables>;
export const AdminOrderChangedDocument = new TypedDocumentString(`
    subscription AdminOrderChanged {
  adminOrderChanged {
    action
    orderId
  }
}
    `) as unknown as TypedDocumentString<AdminOrderChangedSubscription, AdminOrderChangedSubscriptionVariables>;
export const AdminOrdersDocument = new TypedDocumentString(`
    query AdminOrders($filter: AdminOrderFilter!, $search: String, $from: String, $to: String, $offset: Int!, $limit: Int!) {
  adminOrders(
    filter: $filter
    search: $search
    from: $from
    to: $to
    offset: $offset
    limit: $limit
  ) {
    totalCount
    countIsCapped
    rows {
      ...AdminOrderRow
    }
  }
}
    fragment AdminOrderRow on AdminOrderRow {
  id
  shortId
  customerId
  companyName
  processingDate
  isDelivery
  itemCount
  total
  totalIsEstimate
  status
  invoiceNumber
}`) as unknown as TypedDocumentString<AdminOrdersQuery, AdminOrdersQueryVariables>;
export const CreateInvoicesDocument = new TypedDocumentString(`
    mutation CreateInvoices($orderIds: [ID!]!, $sendCustomerEmail: Boolean!) {
  createInvoices(orderIds: $orderIds, sendCustomerEmail: $sendCustomerEmail) {
    created
    skipped
    invoiceIds
  }
}
    `) as unknown as TypedDocumentString<CreateInvoicesMutation, CreateInvoicesMutationVariables>;
export const InvoiceBatchPreviewDocument = new TypedDocumentString(`
    query InvoiceBatchPreview {
  invoiceBatchPreview {
    orderId
    shortId
    companyName
    processingDate
    total
    farOffLines
    unusuallyLarge
  }
}
    `) as unknown as TypedDocumentString<InvoiceBatchPreviewQuery, InvoiceBatchPreviewQueryVariables>;
export const IssuedInvoicesDocument = new TypedDocumentString(`
    query IssuedInvoices($from: String!, $to: String!) {
  issuedInvoices(from: $from, to: $to) {
    totalCount
    invoices {
      id
      number
      orderId
      shortId
      companyName
      issuedAt
      total
    }
  }
}
    `) as unknown as TypedDocumentString<IssuedInvoicesQuery, IssuedInvoicesQueryVariables>;
export const OrdersIntegrationsDocument = new TypedDocumentString(`
    query OrdersIntegrations {
  integrations {
    production
    accounting
  }
}
    `) as unknown as TypedDocumentString<OrdersIntegrationsQuery, OrdersIntegrationsQueryVariables>;
export const SyncOrdersWithProductionDocument = new TypedDocumentString(`
    mutation SyncOrdersWithProduction {
  syncOrdersWithProduction {
    sent
    updated
  }
}
    `) as unknown as TypedDocumentString<SyncOrdersWithProductionMutation, SyncOrdersWithProductionMutationVariables>;
export const MarkOrderPackedDocument = new TypedDocumentString(`
    mutation MarkOrderPacked($id: ID!, $confirmFarOff: Boolean) {
  markOrderPacked(id: $id, confirmFarOff: $confirmFarOff) {
    id
    status
  }
}
    `) as unknown as TypedDocumentString<MarkOrderPackedMutation, MarkOrderPackedMutationVariables>;
export const PackingBoardDocument = new TypedDocumentString(`
    query PackingBoard($processingDate: String) {
  packingBoard(processingDate: $processingDate) {
    processingDate
    orders {
      ...PackingOrder
    }
  }
}
    fragment PackingOrder on PackingOrder {
  id
  shortId
  version
  companyName
  isDelivery
  purchaseOrder
  notes
  status
  lines {
    ...PackingLine
  }
}
fragment PackingLine on PackingLine {
  id
  productName
  productCode
  productUnit
  quantity
  packedWeight
  notes
  farOff
}`) as unknown as TypedDocumentString<PackingBoardQuery, PackingBoardQueryVariables>;
export const PackingOrderChangedDocument = new TypedDocumentString(`
    subscription PackingOrderChanged {
  adminOrderChanged {
    action
    orderId
  }
}
    `) as unknown as TypedDocumentString<PackingOrderChangedSubscription, PackingOrderChangedSubscriptionVariables>;
export const PickListDocument = new TypedDocumentString(`
    query PickList($processingDate: String) {
  pickList(processingDate: $processingDate) {
    processingDate
    orderCount
    pdfUrl
    groups {
      group
      products {
        productId
        productName
        productCode
        unit
        quantity
        packedWeight
        orders {
          orderId
          shortId
          companyName
          quantity
          notes
          orderNotes
          cuttingCharged
        }
      }
    }
  }
}
    `) as unknown as TypedDocumentString<PickListQuery, PickListQueryVariables>;
export const SetPackedWeightDocument = new TypedDocumentString(`
    mutation SetPackedWeight($lineId: ID!, $packedWeight: Float) {
  setPackedWeight(lineId: $lineId, packedWeight: $packedWeight) {
    orderId
    version
    line {
      id
      packedWeight
      farOff
    }
  }
}
    `) as unknown as TypedDocumentString<SetPackedWeightMutation, SetPackedWeightMutationVariables>;
export const AdminPriceLevelsDocument = new TypedDocumentString(`
    query AdminPriceLevels($search: String) {
  adminPriceLevels(search: $search) {
    count
    limit
    rows {
      id
      name
      customPriceCount
      customerCount
      accountingSync {
        state
        lastError
      }
    }
  }
}
    `) as unknown as TypedDocumentString<AdminPriceLevelsQuery, AdminPriceLevelsQueryVariables>;
export const CreatePriceLevelDocument = new TypedDocumentString(`
    mutation CreatePriceLevel($name: String!) {
  createPriceLevel(name: $name) {
    id
    name
  }
}
    `) as unknown as TypedDocumentString<CreatePriceLevelMutation, CreatePriceLevelMutationVariables>;
export const DeletePriceLevelDocument = new TypedDocumentString(`
    mutation DeletePriceLevel($id: ID!) {
  deletePriceLevel(id: $id)
}
    `) as unknown as TypedDocumentString<DeletePriceLevelMutation, DeletePriceLevelMutationVariables>;
export const PriceLevelProductsDocument = new TypedDocumentString(`
    query PriceLevelProducts($priceLevelId: ID!, $search: String, $onlyCustom: Boolean, $offset: Int, $limit: Int) {
  priceLevelProducts(
    priceLevelId: $priceLevelId
    search: $search
    onlyCustom: $onlyCustom
    offset: $offset
    limit: $limit
  ) {
    priceLevelId
    priceLevelName
    totalCount
    rows {
      productId
      productCode
      productName
      isEnabled
      defaultPrice
      customPrice
    }
  }
}
    `) as unknown as TypedDocumentString<PriceLevelProductsQuery, PriceLevelProductsQueryVariables>;
export const UpdateCustomPricesDocument = new TypedDocumentString(`
    mutation UpdateCustomPrices($priceLevelId: ID!, $changes: [CustomPriceChangeInput!]!) {
  updateCustomPrices(priceLevelId: $priceLevelId, changes: $changes) {
    priceLevelId
    set
    removed
    customPriceCount
  }
}
    `) as unknown as TypedDocumentString<UpdateCustomPricesMutation, UpdateCustomPricesMutationVariables>;
export const GetProductDocument = new TypedDocumentString(`
    query GetProduct($id: ID!) {
  getProduct(id: $id) {
    ...ProductDetail
  }
}
    fragment ProductDetail on Product {
  id
  productName
  productCode
  description
  productUnit
  categoryName
  isInStock
  availability
  image {
    url
    srcSet
    width
    height
  }
  price {
    defaultPrice
    customPrice
    price
  }
}`) as unknown as TypedDocumentString<GetProductQuery, GetProductQueryVariables>;
export const AdminProductChangedDocument = new TypedDocumentString(`
    subscription AdminProductChanged {
  productChanged {
    action
    productId
  }
}
    `) as unknown as TypedDocumentString<AdminProductChangedSubscription, AdminProductChangedSubscriptionVariables>;
export const AdminProductsDocument = new TypedDocumentString(`
    query AdminProducts($search: String, $categoryId: ID, $offset: Int, $limit: Int) {
  adminProducts(
    search: $search
    categoryId: $categoryId
    offset: $offset
    limit: $limit
  ) {
    totalCount
    rows {
      ...AdminProductRow
    }
  }
}
    fragment AdminProductRow on AdminProduct {
  id
  productName
  productCode
  productType
  description
  productUnit
  productGroup
  categoryId
  categoryName
  defaultPrice
  isEnabled
  isInStock
  leadDays
  deliveryWeekdays
  imageKey
  image {
    url
    srcSet
    width
    height
  }
}`) as unknown as TypedDocumentString<AdminProductsQuery, AdminProductsQueryVariables>;
export const CreateProductDocument = new TypedDocumentString(`
    mutation CreateProduct($input: ProductInput!) {
  createProduct(input: $input) {
    ...AdminProductRow
  }
}
    fragment AdminProductRow on AdminProduct {
  id
  productName
  productCode
  productType
  description
  productUnit
  productGroup
  categoryId
  categoryName
  defaultPrice
  isEnabled
  isInStock
  leadDays
  deliveryWeekdays
  imageKey
  image {
    url
    srcSet
    width
    height
  }
}`) as unknown as TypedDocumentString<CreateProductMutation, CreateProductMutationVariables>;
export const DeleteProductDocument = new TypedDocumentString(`
    mutation DeleteProduct($id: ID!) {
  deleteProduct(id: $id) {
    id
    outcome
  }
}
    `) as unknown as TypedDocumentString<DeleteProductMutation, DeleteProductMutationVariables>;
export const NewProductPriceLevelsDocument = new TypedDocumentString(`
    query NewProductPriceLevels {
  productPriceLevels {
    ...ProductLevelPriceFields
  }
}
    fragment ProductLevelPriceFields on ProductLevelPrice {
  priceLevelId
  priceLevelName
  customPrice
}`) as unknown as TypedDocumentString<NewProductPriceLevelsQuery, NewProductPriceLevelsQueryVariables>;
export const ProductCategoriesDocument = new TypedDocumentString(`
    query ProductCategories {
  listCategories {
    id
    categoryName
  }
}
    `) as unknown as TypedDocumentString<ProductCategoriesQuery, ProductCategoriesQueryVariables>;
export const ProductFormDataDocument = new TypedDocumentString(`
    query ProductFormData($id: ID!) {
  adminProduct(id: $id) {
    ...AdminProductRow
    sync {
      system
      status
      lastError
    }
  }
  productPriceLevels(productId: $id) {
    ...ProductLevelPriceFields
  }
}
    fragment AdminProductRow on AdminProduct {
  id
  productName
  productCode
  productType
  description
  productUnit
  productGroup
  categoryId
  categoryName
  defaultPrice
  isEnabled
  isInStock
  leadDays
  deliveryWeekdays
  imageKey
  image {
    url
    srcSet
    width
    height
  }
}
fragment ProductLevelPriceFields on ProductLevelPrice {
  priceLevelId
  priceLevelName
  customPrice
}`) as unknown as TypedDocumentString<ProductFormDataQuery, ProductFormDataQueryVariables>;
export const UpdateProductDocument = new TypedDocumentString(`
    mutation UpdateProduct($id: ID!, $input: ProductInput!) {
  updateProduct(id: $id, input: $input) {
    ...AdminProductRow
  }
}
    fragment AdminProductRow on AdminProduct {
  id
  productName
  productCode
  productType
  description
  productUnit
  productGroup
  categoryId
  categoryName
  defaultPrice
  isEnabled
  isInStock
  leadDays
  deliveryWeekdays
  imageKey
  image {
    url
    srcSet
    width
    height
  }
}`) as unknown as TypedDocumentString<UpdateProductMutation, UpdateProductMutationVariables>;
export const BankLinesDocument = new TypedDocumentString(`
    query BankLines {
  bankLines(status: OPEN) {
    ...BankLineFields
  }
}
    fragment BankLineFields on BankLine {
  key
  lineNumber
  fileName
  postedOn
  amount
  particulars
  code
  reference
  otherParty
  status
  alreadyImported
  paymentId
  proposal {
    customerId
    companyName
    customerCode
    documents {
      id
      number
    }
    reason
  }
}`) as unknown as TypedDocumentString<BankLinesQuery, BankLinesQueryVariables>;
export const ConfirmBankLineDocument = new TypedDocumentString(`
    mutation ConfirmBankLine($key: ID!, $customerId: ID!, $documentIds: [ID!]) {
  confirmBankLine(key: $key, customerId: $customerId, documentIds: $documentIds) {
    ...BankLineFields
  }
}
    fragment BankLineFields on BankLine {
  key
  lineNumber
  fileName
  postedOn
  amount
  particulars
  code
  reference
  otherParty
  status
  alreadyImported
  paymentId
  proposal {
    customerId
    companyName
    customerCode
    documents {
      id
      number
    }
    reason
  }
}`) as unknown as TypedDocumentString<ConfirmBankLineMutation, ConfirmBankLineMutationVariables>;
export const CustomerLedgerDocument = new TypedDocumentString(`
    query CustomerLedger($customerId: ID!) {
  customerLedger(customerId: $customerId) {
    ...CustomerLedgerFields
  }
}
    fragment CustomerLedgerFields on CustomerLedger {
  source
  readAt
  recordsPayments
  account {
    customerId
    companyName
    code
    balance
    overdue
    credit
    onStop
    onStopReason
    creditLimit
    termsLabel
    oldestOverdueDays
    ageing {
      current
      days1to30
      days31to60
      days61to90
      days90plus
    }
  }
  entries {
    id
    kind
    date
    number
    description
    dueDate
    debit
    credit
    runningBalance
    pdfUrl
  }
  openDocuments {
    id
    kind
    number
    issuedDate
    dueDate
    total
    open
    daysOverdue
    pdfUrl
  }
  payments {
    id
    receivedOn
    amount
    method
    reference
    actorName
    reversedAt
    reversedReason
    reversedByName
    unallocated
    allocations {
      documentNumber
      amount
    }
  }
}`) as unknown as TypedDocumentString<CustomerLedgerQuery, CustomerLedgerQueryVariables>;
export const CustomerRemindersDocument = new TypedDocumentString(`
    query CustomerReminders($customerId: ID!) {
  customerReminders(customerId: $customerId) {
    id
    sentOn
    toEmail
    total
    documents {
      id
      kind
      number
      dueDate
      daysOverdue
      open
    }
  }
}
    `) as unknown as TypedDocumentString<CustomerRemindersQuery, CustomerRemindersQueryVariables>;
export const CustomerStatementsDocument = new TypedDocumentString(`
    query CustomerStatements($customerId: ID!) {
  customerStatements(customerId: $customerId) {
    id
    period
    periodLabel
    statementDate
    openingBalance
    closingBalance
    pdfUrl
  }
}
    `) as unknown as TypedDocumentString<CustomerStatementsQuery, CustomerStatementsQueryVariables>;
export const IgnoreBankLineDocument = new TypedDocumentString(`
    mutation IgnoreBankLine($key: ID!) {
  ignoreBankLine(key: $key) {
    ...BankLineFields
  }
}
    fragment BankLineFields on BankLine {
  key
  lineNumber
  fileName
  postedOn
  amount
  particulars
  code
  reference
  otherParty
  status
  alreadyImported
  paymentId
  proposal {
    customerId
    companyName
    customerCode
    documents {
      id
      number
    }
    reason
  }
}`) as unknown as TypedDocumentString<IgnoreBankLineMutation, IgnoreBankLineMutationVariables>;
export const ImportBankLinesDocument = new TypedDocumentString(`
    mutation ImportBankLines($fileName: String!, $csv: String!, $mapping: BankCsvMappingInput!) {
  importBankLines(fileName: $fileName, csv: $csv, mapping: $mapping) {
    imported
    alreadyImported
    debitCount
  }
}
    `) as unknown as TypedDocumentString<ImportBankLinesMutation, ImportBankLinesMutationVariables>;
export const PreviewBankImportDocument = new TypedDocumentString(`
    mutation PreviewBankImport($fileName: String!, $csv: String!, $mapping: BankCsvMappingInput) {
  previewBankImport(fileName: $fileName, csv: $csv, mapping: $mapping) {
    fileName
    header
    mapping {
      date
      amount
      particulars
      code
      reference
      otherParty
      dateFormat
    }
    mappingSaved
    lines {
      ...BankLineFields
    }
    debitCount
    problem
  }
}
    fragment BankLineFields on BankLine {
  key
  lineNumber
  fileName
  postedOn
  amount
  particulars
  code
  reference
  otherParty
  status
  alreadyImported
  paymentId
  proposal {
    customerId
    companyName
    customerCode
    documents {
      id
      number
    }
    reason
  }
}`) as unknown as TypedDocumentString<PreviewBankImportMutation, PreviewBankImportMutationVariables>;
export const ReceivablesDocument = new TypedDocumentString(`
    query Receivables($search: String, $filter: ReceivablesFilter!, $offset: Int!, $limit: Int!) {
  receivables(search: $search, filter: $filter, offset: $offset, limit: $limit) {
    totalCount
    balance
    totals {
      current
      days1to30
      days31to60
      days61to90
      days90plus
    }
    source
    readAt
    rows {
      customerId
      companyName
      code
      balance
      overdue
      credit
      onStop
      ageing {
        current
        days1to30
        days31to60
        days61to90
        days90plus
      }
    }
  }
}
    `) as unknown as TypedDocumentString<ReceivablesQuery, ReceivablesQueryVariables>;
export const RecordPaymentDocument = new TypedDocumentString(`
    mutation RecordPayment($customerId: ID!, $input: PaymentInput!, $allocateTo: [ID!]) {
  recordPayment(customerId: $customerId, input: $input, allocateTo: $allocateTo) {
    ...CustomerLedgerFields
  }
}
    fragment CustomerLedgerFields on CustomerLedger {
  source
  readAt
  recordsPayments
  account {
    customerId
    companyName
    code
    balance
    overdue
    credit
    onStop
    onStopReason
    creditLimit
    termsLabel
    oldestOverdueDays
    ageing {
      current
      days1to30
      days31to60
      days61to90
      days90plus
    }
  }
  entries {
    id
    kind
    date
    number
    description
    dueDate
    debit
    credit
    runningBalance
    pdfUrl
  }
  openDocuments {
    id
    kind
    number
    issuedDate
    dueDate
    total
    open
    daysOverdue
    pdfUrl
  }
  payments {
    id
    receivedOn
    amount
    method
    reference
    actorName
    reversedAt
    reversedReason
    reversedByName
    unallocated
    allocations {
      documentNumber
      amount
    }
  }
}`) as unknown as TypedDocumentString<RecordPaymentMutation, RecordPaymentMutationVariables>;
export const ReversePaymentDocument = new TypedDocumentString(`
    mutation ReversePayment($paymentId: ID!, $reason: String!) {
  reversePayment(paymentId: $paymentId, reason: $reason) {
    ...CustomerLedgerFields
  }
}
    fragment CustomerLedgerFields on CustomerLedger {
  source
  readAt
  recordsPayments
  account {
    customerId
    companyName
    code
    balance
    overdue
    credit
    onStop
    onStopReason
    creditLimit
    termsLabel
    oldestOverdueDays
    ageing {
      current
      days1to30
      days31to60
      days61to90
      days90plus
    }
  }
  entries {
    id
    kind
    date
    number
    description
    dueDate
    debit
    credit
    runningBalance
    pdfUrl
  }
  openDocuments {
    id
    kind
    number
    issuedDate
    dueDate
    total
    open
    daysOverdue
    pdfUrl
  }
  payments {
    id
    receivedOn
    amount
    method
    reference
    actorName
    reversedAt
    reversedReason
    reversedByName
    unallocated
    allocations {
      documentNumber
      amount
    }
  }
}`) as unknown as TypedDocumentString<ReversePaymentMutation, ReversePaymentMutationVariables>;
export const SendStatementsDocument = new TypedDocumentString(`
    mutation SendStatements($period: String!) {
  sendStatements(period: $period) {
    ...StatementRunFields
  }
}
    fragment StatementRunFields on StatementRun {
  period
  periodLabel
  startedAt
  startedByName
  queued
  sent
  failed
  finishedAt
}`) as unknown as TypedDocumentString<SendStatementsMutation, SendStatementsMutationVariables>;
export const StatementRecipientsDocument = new TypedDocumentString(`
    query StatementRecipients($period: String) {
  statementRecipients(period: $period) {
    period
    periodLabel
    customerCount
  }
}
    `) as unknown as TypedDocumentString<StatementRecipientsQuery, StatementRecipientsQueryVariables>;
export const StatementRunDocument = new TypedDocumentString(`
    query StatementRun($period: String!) {
  statementRun(period: $period) {
    ...StatementRunFields
  }
}
    fragment StatementRunFields on StatementRun {
  period
  periodLabel
  startedAt
  startedByName
  queued
  sent
  failed
  finishedAt
}`) as unknown as TypedDocumentString<StatementRunQuery, StatementRunQueryVariables>;
export const RecurringClosedDaysDocument = new TypedDocumentString(`
    query RecurringClosedDays {
  closedDays {
    date
    name
  }
}
    `) as unknown as TypedDocumentString<RecurringClosedDaysQuery, RecurringClosedDaysQueryVariables>;
export const CreateRecurringOrderDocument = new TypedDocumentString(`
    mutation CreateRecurringOrder($input: RecurringOrderInput!) {
  createRecurringOrder(input: $input) {
    ...RecurringOrderFields
  }
}
    fragment RecurringOrderFields on RecurringOrder {
  id
  isActive
  frequency
  startingDate
  selectedDays
  frequencyText
  isDelivery
  freight
  cutting
  notes
  lastGeneratedDate
  updatedAt
  version
  updatedByName
  customer {
    id
    companyName
    firstName
    lastName
    customerCode
    email
    isActive
    deliveryZoneName
    deliveryWeekdays
  }
  lines {
    id
    productId
    productName
    productCode
    unit
    quantity
    notes
    available
    unitPrice
    image {
      url
      srcSet
      width
      height
    }
  }
}`) as unknown as TypedDocumentString<CreateRecurringOrderMutation, CreateRecurringOrderMutationVariables>;
export const RecurringCutoffHourDocument = new TypedDocumentString(`
    query RecurringCutoffHour {
  getSettingsVariables {
    cutoffHour
  }
}
    `) as unknown as TypedDocumentString<RecurringCutoffHourQuery, RecurringCutoffHourQueryVariables>;
export const DeleteRecurringOrderDocument = new TypedDocumentString(`
    mutation DeleteRecurringOrder($id: ID!, $version: Int!) {
  deleteRecurringOrder(id: $id, version: $version)
}
    `) as unknown as TypedDocumentString<DeleteRecurringOrderMutation, DeleteRecurringOrderMutationVariables>;
export const RecurringOrderDocument = new TypedDocumentString(`
    query RecurringOrder($id: ID!) {
  recurringOrder(id: $id) {
    ...RecurringOrderFields
  }
}
    fragment RecurringOrderFields on RecurringOrder {
  id
  isActive
  frequency
  startingDate
  selectedDays
  frequencyText
  isDelivery
  freight
  cutting
  notes
  lastGeneratedDate
  updatedAt
  version
  updatedByName
  customer {
    id
    companyName
    firstName
    lastName
    customerCode
    email
    isActive
    deliveryZoneName
    deliveryWeekdays
  }
  lines {
    id
    productId
    productName
    productCode
    unit
    quantity
    notes
    available
    unitPrice
    image {
      url
      srcSet
      width
      height
    }
  }
}`) as unknown as TypedDocumentString<RecurringOrderQuery, RecurringOrderQueryVariables>;
export const RecurringOrdersChangedDocument = new TypedDocumentString(`
    subscription RecurringOrdersChanged {
  recurringOrdersChanged {
    action
    recurringOrderId
  }
}
    `) as unknown as TypedDocumentString<RecurringOrdersChangedSubscription, RecurringOrdersChangedSubscriptionVariables>;
export const RecurringOrdersDocument = new TypedDocumentString(`
    query RecurringOrders($filter: RecurringFilter!, $search: String, $offset: Int!, $limit: Int!) {
  recurringOrders(
    filter: $filter
    search: $search
    offset: $offset
    limit: $limit
  ) {
    total
    rows {
      id
      companyName
      frequency
      selectedDays
      frequencyText
      isActive
      nextRun {
        dueDate
        processingDate
        text
      }
    }
  }
}
    `) as unknown as TypedDocumentString<RecurringOrdersQuery, RecurringOrdersQueryVariables>;
export const SetRecurringOrderActiveDocument = new TypedDocumentString(`
    mutation SetRecurringOrderActive($id: ID!, $version: Int!, $isActive: Boolean!) {
  setRecurringOrderActive(id: $id, version: $version, isActive: $isActive) {
    ...RecurringOrderFields
  }
}
    fragment RecurringOrderFields on RecurringOrder {
  id
  isActive
  frequency
  startingDate
  selectedDays
  frequencyText
  isDelivery
  freight
  cutting
  notes
  lastGeneratedDate
  updatedAt
  version
  updatedByName
  customer {
    id
    companyName
    firstName
    lastName
    customerCode
    email
    isActive
    deliveryZoneName
    deliveryWeekdays
  }
  lines {
    id
    productId
    productName
    productCode
    unit
    quantity
    notes
    available
    unitPrice
    image {
      url
      srcSet
      width
      height
    }
  }
}`) as unknown as TypedDocumentString<SetRecurringOrderActiveMutation, SetRecurringOrderActiveMutationVariables>;
export const UpdateRecurringOrderDocument = new TypedDocumentString(`
    mutation UpdateRecurringOrder($id: ID!, $version: Int!, $input: RecurringOrderInput!) {
  updateRecurringOrder(id: $id, version: $version, input: $input) {
    ...RecurringOrderFields
  }
}
    fragment RecurringOrderFields on RecurringOrder {
  id
  isActive
  frequency
  startingDate
  selectedDays
  frequencyText
  isDelivery
  freight
  cutting
  notes
  lastGeneratedDate
  updatedAt
  version
  updatedByName
  customer {
    id
    companyName
    firstName
    lastName
    customerCode
    email
    isActive
    deliveryZoneName
    deliveryWeekdays
  }
  lines {
    id
    productId
    productName
    productCode
    unit
    quantity
    notes
    available
    unitPrice
    image {
      url
      srcSet
      width
      height
    }
  }
}`) as unknown as TypedDocumentString<UpdateRecurringOrderMutation, UpdateRecurringOrderMutationVariables>;
export const SearchProductsDocument = new TypedDocumentString(`
    query SearchProducts($term: String!) {
  searchProducts(term: $term) {
    ...SearchResult
  }
}
    fragment SearchResult on Product {
  id
  productName
  isInStock
  image {
    url
    srcSet
    width
    height
  }
}`) as unknown as TypedDocumentString<SearchProductsQuery, SearchProductsQueryVariables>;
export const AddClosedDayDocument = new TypedDocumentString(`
    mutation AddClosedDay($date: String!, $name: String!) {
  addClosedDay(date: $date, name: $name) {
    ...SettingsClosedDayFields
  }
}
    fragment SettingsClosedDayFields on ClosedDay {
  date
  name
}`) as unknown as TypedDocumentString<AddClosedDayMutation, AddClosedDayMutationVariables>;
export const BusinessProfileDocument = new TypedDocumentString(`
    query BusinessProfile {
  businessProfile {
    brand
    intro
    about
    address
    phone
    email
    hours
    socialLink
    socialLabel
  }
}
    `) as unknown as TypedDocumentString<BusinessProfileQuery, BusinessProfileQueryVariables>;
export const AdminChangePasswordDocument = new TypedDocumentString(`
    mutation AdminChangePassword($currentPassword: String!, $newPassword: String!) {
  changePassword(currentPassword: $currentPassword, newPassword: $newPassword)
}
    `) as unknown as TypedDocumentString<AdminChangePasswordMutation, AdminChangePasswordMutationVariables>;
export const ClosedDaysDocument = new TypedDocumentString(`
    query ClosedDays {
  closedDays {
    ...SettingsClosedDayFields
  }
}
    fragment SettingsClosedDayFields on ClosedDay {
  date
  name
}`) as unknown as TypedDocumentString<ClosedDaysQuery, ClosedDaysQueryVariables>;
export const CreateAdminDocument = new TypedDocumentString(`
    mutation CreateAdmin($input: CreateAdminInput!) {
  createAdmin(input: $input) {
    ...AdminAccountFields
  }
}
    fragment AdminAccountFields on AdminAccount {
  id
  firstName
  lastName
  email
  mustChangePassword
}`) as unknown as TypedDocumentString<CreateAdminMutation, CreateAdminMutationVariables>;
export const CreateDriverDocument = new TypedDocumentString(`
    mutation CreateDriver($input: CreateAdminInput!) {
  createDriver(input: $input) {
    ...AdminAccountFields
  }
}
    fragment AdminAccountFields on AdminAccount {
  id
  firstName
  lastName
  email
  mustChangePassword
}`) as unknown as TypedDocumentString<CreateDriverMutation, CreateDriverMutationVariables>;
export const InvoiceSettingsDocument = new TypedDocumentString(`
    query InvoiceSettings {
  invoiceSettings {
    ...InvoiceSettingsFields
  }
}
    fragment InvoiceSettingsFields on InvoiceSettings {
  gstNumber
  address
  paymentTerms
  paymentTermsLabel
  bankAccount
  stopAfterOverdueDays
  reminderAfterDays
  xeroAccountCode
  xeroTaxType
}`) as unknown as TypedDocumentString<InvoiceSettingsQuery, InvoiceSettingsQueryVariables>;
export const ListAdminsDocument = new TypedDocumentString(`
    query ListAdmins($offset: Int!, $limit: Int) {
  listAdmins(offset: $offset, limit: $limit) {
    total
    admins {
      ...AdminAccountFields
    }
  }
}
    fragment AdminAccountFields on AdminAccount {
  id
  firstName
  lastName
  email
  mustChangePassword
}`) as unknown as TypedDocumentString<ListAdminsQuery, ListAdminsQueryVariables>;
export const ListDriversDocument = new TypedDocumentString(`
    query ListDrivers {
  listDrivers {
    ...AdminAccountFields
  }
}
    fragment AdminAccountFields on AdminAccount {
  id
  firstName
  lastName
  email
  mustChangePassword
}`) as unknown as TypedDocumentString<ListDriversQuery, ListDriversQueryVariables>;
export const MyAdminAccountDocument = new TypedDocumentString(`
    query MyAdminAccount {
  myAdminAccount {
    ...AdminAccountFields
  }
}
    fragment AdminAccountFields on AdminAccount {
  id
  firstName
  lastName
  email
  mustChangePassword
}`) as unknown as TypedDocumentString<MyAdminAccountQuery, MyAdminAccountQueryVariables>;
export const RemoveAdminDocument = new TypedDocumentString(`
    mutation RemoveAdmin($id: ID!) {
  removeAdmin(id: $id)
}
    `) as unknown as TypedDocumentString<RemoveAdminMutation, RemoveAdminMutationVariables>;
export const RemoveClosedDayDocument = new TypedDocumentString(`
    mutation RemoveClosedDay($date: String!) {
  removeClosedDay(date: $date) {
    ...SettingsClosedDayFields
  }
}
    fragment SettingsClosedDayFields on ClosedDay {
  date
  name
}`) as unknown as TypedDocumentString<RemoveClosedDayMutation, RemoveClosedDayMutationVariables>;
export const RemoveDriverDocument = new TypedDocumentString(`
    mutation RemoveDriver($id: ID!) {
  removeDriver(id: $id)
}
    `) as unknown as TypedDocumentString<RemoveDriverMutation, RemoveDriverMutationVariables>;
export const ResetCustomerPasswordDocument = new TypedDocumentString(`
    mutation ResetCustomerPassword($customerId: ID!, $password: String!) {
  issueCustomerTemporaryPassword(customerId: $customerId, password: $password)
}
    `) as unknown as TypedDocumentString<ResetCustomerPasswordMutation, ResetCustomerPasswordMutationVariables>;
export const SearchCustomersDocument = new TypedDocumentString(`
    query SearchCustomers($search: String!) {
  searchCustomers(search: $search) {
    ...CustomerMatchFields
  }
}
    fragment CustomerMatchFields on CustomerMatch {
  id
  companyName
  contactName
  email
}`) as unknown as TypedDocumentString<SearchCustomersQuery, SearchCustomersQueryVariables>;
export const SettingsVariablesDocument = new TypedDocumentString(`
    query SettingsVariables {
  getSettingsVariables {
    ...SettingsVariablesFields
  }
}
    fragment SettingsVariablesFields on SettingsVariables {
  cutoffHour
  freightChargeCents
  freeFreightThresholdCents
}`) as unknown as TypedDocumentString<SettingsVariablesQuery, SettingsVariablesQueryVariables>;
export const UpdateInvoiceSettingsDocument = new TypedDocumentString(`
    mutation UpdateInvoiceSettings($input: InvoiceSettingsInput!) {
  updateInvoiceSettings(input: $input) {
    ...InvoiceSettingsFields
  }
}
    fragment InvoiceSettingsFields on InvoiceSettings {
  gstNumber
  address
  paymentTerms
  paymentTermsLabel
  bankAccount
  stopAfterOverdueDays
  reminderAfterDays
  xeroAccountCode
  xeroTaxType
}`) as unknown as TypedDocumentString<UpdateInvoiceSettingsMutation, UpdateInvoiceSettingsMutationVariables>;
export const UpdateMyAdminAccountDocument = new TypedDocumentString(`
    mutation UpdateMyAdminAccount($input: UpdateMyAdminAccountInput!) {
  updateMyAdminAccount(input: $input) {
    ...AdminAccountFields
  }
}
    fragment AdminAccountFields on AdminAccount {
  id
  firstName
  lastName
  email
  mustChangePassword
}`) as unknown as TypedDocumentString<UpdateMyAdminAccountMutation, UpdateMyAdminAccountMutationVariables>;
export const UpdateSettingsVariablesDocument = new TypedDocumentString(`
    mutation UpdateSettingsVariables($input: UpdateSettingsVariablesInput!) {
  updateSettingsVariables(input: $input) {
    ...SettingsVariablesFields
  }
}
    fragment SettingsVariablesFields on SettingsVariables {
  cutoffHour
  freightChargeCents
  freeFreightThresholdCents
}`) as unknown as TypedDocumentString<UpdateSettingsVariablesMutation, UpdateSettingsVariablesMutationVariables>;
export const XeroConnectionDocument = new TypedDocumentString(`
    query XeroConnection {
  xeroConnection {
    ...XeroConnectionFields
  }
}
    fragment XeroConnectionFields on XeroConnection {
  available
  status
  tenantName
  connectedByName
  connectedAt
  problem
  connectUrl
  organisations {
    tenantId
    tenantName
  }
}`) as unknown as TypedDocumentString<XeroConnectionQuery, XeroConnectionQueryVariables>;
export const ChooseXeroOrganisationDocument = new TypedDocumentString(`
    mutation ChooseXeroOrganisation($tenantId: String!) {
  chooseXeroOrganisation(tenantId: $tenantId) {
    ...XeroConnectionFields
  }
}
    fragment XeroConnectionFields on XeroConnection {
  available
  status
  tenantName
  connectedByName
  connectedAt
  problem
  connectUrl
  organisations {
    tenantId
    tenantName
  }
}`) as unknown as TypedDocumentString<ChooseXeroOrganisationMutation, ChooseXeroOrganisationMutationVariables>;
export const DisconnectXeroDocument = new TypedDocumentString(`
    mutation DisconnectXero {
  disconnectXero {
    ...XeroConnectionFields
  }
}
    fragment XeroConnectionFields on XeroConnection {
  available
  status
  tenantName
  connectedByName
  connectedAt
  problem
  connectUrl
  organisations {
    tenantId
    tenantName
  }
}`) as unknown as TypedDocumentString<DisconnectXeroMutation, DisconnectXeroMutationVariables>;
export const XeroMappingDocument = new TypedDocumentString(`
    query XeroMapping {
  xeroMapping {
    salesAccountCode
    freightAccountCode
    cuttingAccountCode
    taxType
    contactMatch
    syncFrom
  }
}
    `) as unknown as TypedDocumentString<XeroMappingQuery, XeroMappingQueryVariables>;
export const SetXeroMappingDocument = new TypedDocumentString(`
    mutation SetXeroMapping($salesAccountCode: String!, $freightAccountCode: String!, $cuttingAccountCode: String!, $taxType: String!, $contactMatch: XeroContactMatch!) {
  setXeroMapping(
    salesAccountCode: $salesAccountCode
    freightAccountCode: $freightAccountCode
    cuttingAccountCode: $cuttingAccountCode
    taxType: $taxType
    contactMatch: $contactMatch
  ) {
    salesAccountCode
    freightAccountCode
    cuttingAccountCode
    taxType
    contactMatch
    syncFrom
  }
}
    `) as unknown as TypedDocumentString<SetXeroMappingMutation, SetXeroMappingMutationVariables>;
export const XeroPushProblemsDocument = new TypedDocumentString(`
    query XeroPushProblems {
  xeroPushProblems {
    kind
    localId
    document
    error
    attempts
    attemptedAt
  }
}
    `) as unknown as TypedDocumentString<XeroPushProblemsQuery, XeroPushProblemsQueryVariables>;
export const RetryXeroPushDocument = new TypedDocumentString(`
    mutation RetryXeroPush($kind: XeroLinkKind!, $localId: ID!) {
  retryXeroPush(kind: $kind, localId: $localId) {
    kind
    localId
    document
    error
    attempts
    attemptedAt
  }
}
    `) as unknown as TypedDocumentString<RetryXeroPushMutation, RetryXeroPushMutationVariables>;
export const XeroContactPreviewDocument = new TypedDocumentString(`
    query XeroContactPreview {
  xeroContactPreview {
    customerId
    code
    name
    match
    contactName
  }
}
    `) as unknown as TypedDocumentString<XeroContactPreviewQuery, XeroContactPreviewQueryVariables>;