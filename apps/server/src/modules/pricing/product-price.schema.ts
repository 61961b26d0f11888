import { builder } from '../../graphql/builder.ts';
import { ProductType } from '../catalogue/products.schema.ts';
import type { PriceView } from './pricing.service.ts';

const ProductPriceType = builder.objectRef<PriceView>('ProductPrice').implement({
  description: 'What the signed-in viewer pays, in integer cents excluding GST.',
  fields: (t) => ({
    defaultPrice: t.exposeInt('defaultPrice'),
    customPrice: t.exposeInt('customPrice', {
      nullable: true,
      description: 'The price of the customer’s price level, where it has one for this product.',
    }),
    price: t.exposeInt('price', { description: 'The custom price where there is one, else the default.' }),
  }),
});

// Pricing adds the price to the catalogue's product: the catalogue knows nothing of price levels.
builder.objectField(ProductType, 'price', (t) =>
  t.field({
    type: ProductPriceType,
    nullable: true,
    description: 'Null for guests: prices are only sent to signed-in users.',
    resolve: (p, _args, ctx) => ctx.services.pricing.priceFor(ctx.viewer, p),
  }),
);
