/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
export type ChangeAction =
  | 'ADDED'
  | 'DELETED'
  | 'UPDATED';

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

export type ProductUnit =
  | 'CTN'
  | 'EACH'
  | 'KG'
  | 'PIECES';

export type Role =
  | 'ADMIN'
  | 'CUSTOMER';

export type MeQueryVariables = Exact<{ [key: string]: never; }>;


export type MeQuery = { me: { id: string, email: string, firstName: string, lastName: string, role: Role, customerId: string | null, mustChangePassword: boolean } | null };

export type ListProductsQueryVariables = Exact<{
  category?: string | null | undefined;
  search?: string | null | undefined;
  after?: string | null | undefined;
  first?: number | null | undefined;
}>;


export type ListProductsQuery = { listProducts: { nextCursor: string | null, totalCount: number, products: Array<{ id: string, productName: string, productCode: string, productUnit: ProductUnit, isInStock: boolean, image: { url: string, srcSet: string, width: number, height: number } | null, price: { defaultPrice: number, customPrice: number | null, price: number } | null }> } };

export type CatalogueProductFragment = { id: string, productName: string, productCode: string, productUnit: ProductUnit, isInStock: boolean, image: { url: string, srcSet: string, width: number, height: number } | null, price: { defaultPrice: number, customPrice: number | null, price: number } | null };

export type ProductChangedSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type ProductChangedSubscription = { productChanged: { action: ChangeAction, product: { id: string } } };

export type CategoryChangedSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type CategoryChangedSubscription = { categoryChanged: { action: ChangeAction, category: { id: string, categoryName: string } } };

export type ListCategoriesQueryVariables = Exact<{ [key: string]: never; }>;


export type ListCategoriesQuery = { listCategories: Array<{ id: string, categoryName: string }> };

export type SendContactMessageMutationVariables = Exact<{
  input: ContactMessageInput;
}>;


export type SendContactMessageMutation = { sendContactMessage: boolean };

export type GetProductQueryVariables = Exact<{
  id: string;
}>;


export type GetProductQuery = { getProduct: { id: string, productName: string, productCode: string, description: string, productUnit: ProductUnit, categoryName: string, isInStock: boolean, image: { url: string, srcSet: string, width: number, height: number } | null, price: { defaultPrice: number, customPrice: number | null, price: number } | null } | null };

export type ProductDetailFragment = { id: string, productName: string, productCode: string, description: string, productUnit: ProductUnit, categoryName: string, isInStock: boolean, image: { url: string, srcSet: string, width: number, height: number } | null, price: { defaultPrice: number, customPrice: number | null, price: number } | null };

export type SearchProductsQueryVariables = Exact<{
  term: string;
}>;


export type SearchProductsQuery = { searchProducts: Array<{ id: string, productName: string, isInStock: boolean, image: { url: string, srcSet: string, width: number, height: number } | null }> };

export type SearchResultFragment = { id: string, productName: string, isInStock: boolean, image: { url: string, srcSet: string, width: number, height: number } | null };

export type BusinessProfileQueryVariables = Exact<{ [key: string]: never; }>;


export type BusinessProfileQuery = { businessProfile: { brand: string, intro: string, about: string, address: string, phone: string, email: string, hours: string, socialLink: string, socialLabel: string } };

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
export const CatalogueProductFragmentDoc = new TypedDocumentString(`
    fragment CatalogueProduct on Product {
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
    defaultPrice
    customPrice
    price
  }
}
    `, {"fragmentName":"CatalogueProduct"}) as unknown as TypedDocumentString<CatalogueProductFragment, unknown>;
export const ProductDetailFragmentDoc = new TypedDocumentString(`
    fragment ProductDetail on Product {
  id
  productName
  productCode
  description
  productUnit
  categoryName
  isInStock
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
export const MeDocument = new TypedDocumentString(`
    query Me {
  me {
    id
    email
    firstName
    lastName
    role
    customerId
    mustChangePassword
  }
}
    `) as unknown as TypedDocumentString<MeQuery, MeQueryVariables>;
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
export const ListCategoriesDocument = new TypedDocumentString(`
    query ListCategories {
  listCategories {
    id
    categoryName
  }
}
    `) as unknown as TypedDocumentString<ListCategoriesQuery, ListCategoriesQueryVariables>;
export const SendContactMessageDocument = new TypedDocumentString(`
    mutation SendContactMessage($input: ContactMessageInput!) {
  sendContactMessage(input: $input)
}
    `) as unknown as TypedDocumentString<SendContactMessageMutation, SendContactMessageMutationVariables>;
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