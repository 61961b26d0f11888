import { builder } from './builder.ts';
import '../modules/auth/admins.schema.ts';
import '../modules/auth/auth.schema.ts';
import '../modules/catalogue/categories.schema.ts';
import '../modules/catalogue/product-admin.schema.ts';
import '../modules/catalogue/products.schema.ts';
import '../modules/contact/contact.schema.ts';
import '../modules/customers/customer-admin.schema.ts';
import '../modules/customers/customers.schema.ts';
import '../modules/notifications/notifications.schema.ts';
import '../modules/orders/order-admin.schema.ts';
import '../modules/orders/orders.schema.ts';
import '../modules/pricing/price-levels.schema.ts';
import '../modules/pricing/live-prices.schema.ts';
import '../modules/settings/settings.schema.ts';

export const schema = builder.toSchema({ sortSchema: true });
