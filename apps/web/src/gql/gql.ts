/* eslint-disable */
import * as types from './graphql';



/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  query Me {\n    me {\n      id\n      email\n      firstName\n      lastName\n      role\n      customerId\n      mustChangePassword\n    }\n  }\n": typeof types.MeDocument,
    "\n  query ListProducts($category: String, $search: String, $after: String, $first: Int) {\n    listProducts(category: $category, search: $search, after: $after, first: $first) {\n      products {\n        ...CatalogueProduct\n      }\n      nextCursor\n      totalCount\n    }\n  }\n\n  fragment CatalogueProduct on Product {\n    id\n    productName\n    productCode\n    productUnit\n    isInStock\n    image {\n      url\n      srcSet\n      width\n      height\n    }\n    price {\n      defaultPrice\n      customPrice\n      price\n    }\n  }\n": typeof types.ListProductsDocument,
    "\n  subscription ProductChanged {\n    productChanged {\n      action\n      product {\n        id\n      }\n    }\n  }\n": typeof types.ProductChangedDocument,
    "\n  subscription CategoryChanged {\n    categoryChanged {\n      action\n      category {\n        id\n        categoryName\n      }\n    }\n  }\n": typeof types.CategoryChangedDocument,
    "\n  query ListCategories {\n    listCategories {\n      id\n      categoryName\n    }\n  }\n": typeof types.ListCategoriesDocument,
    "\n  mutation SendContactMessage($input: ContactMessageInput!) {\n    sendContactMessage(input: $input)\n  }\n": typeof types.SendContactMessageDocument,
    "\n  query GetProduct($id: ID!) {\n    getProduct(id: $id) {\n      ...ProductDetail\n    }\n  }\n\n  fragment ProductDetail on Product {\n    id\n    productName\n    productCode\n    description\n    productUnit\n    categoryName\n    isInStock\n    image {\n      url\n      srcSet\n      width\n      height\n    }\n    price {\n      defaultPrice\n      customPrice\n      price\n    }\n  }\n": typeof types.GetProductDocument,
    "\n  query SearchProducts($term: String!) {\n    searchProducts(term: $term) {\n      ...SearchResult\n    }\n  }\n\n  fragment SearchResult on Product {\n    id\n    productName\n    isInStock\n    image {\n      url\n      srcSet\n      width\n      height\n    }\n  }\n": typeof types.SearchProductsDocument,
    "\n  query BusinessProfile {\n    businessProfile {\n      brand\n      intro\n      about\n      address\n      phone\n      email\n      hours\n      socialLink\n      socialLabel\n    }\n  }\n": typeof types.BusinessProfileDocument,
};
const documents: Documents = {
    "\n  query Me {\n    me {\n      id\n      email\n      firstName\n      lastName\n      role\n      customerId\n      mustChangePassword\n    }\n  }\n": types.MeDocument,
    "\n  query ListProducts($category: String, $search: String, $after: String, $first: Int) {\n    listProducts(category: $category, search: $search, after: $after, first: $first) {\n      products {\n        ...CatalogueProduct\n      }\n      nextCursor\n      totalCount\n    }\n  }\n\n  fragment CatalogueProduct on Product {\n    id\n    productName\n    productCode\n    productUnit\n    isInStock\n    image {\n      url\n      srcSet\n      width\n      height\n    }\n    price {\n      defaultPrice\n      customPrice\n      price\n    }\n  }\n": types.ListProductsDocument,
    "\n  subscription ProductChanged {\n    productChanged {\n      action\n      product {\n        id\n      }\n    }\n  }\n": types.ProductChangedDocument,
    "\n  subscription CategoryChanged {\n    categoryChanged {\n      action\n      category {\n        id\n        categoryName\n      }\n    }\n  }\n": types.CategoryChangedDocument,
    "\n  query ListCategories {\n    listCategories {\n      id\n      categoryName\n    }\n  }\n": types.ListCategoriesDocument,
    "\n  mutation SendContactMessage($input: ContactMessageInput!) {\n    sendContactMessage(input: $input)\n  }\n": types.SendContactMessageDocument,
    "\n  query GetProduct($id: ID!) {\n    getProduct(id: $id) {\n      ...ProductDetail\n    }\n  }\n\n  fragment ProductDetail on Product {\n    id\n    productName\n    productCode\n    description\n    productUnit\n    categoryName\n    isInStock\n    image {\n      url\n      srcSet\n      width\n      height\n    }\n    price {\n      defaultPrice\n      customPrice\n      price\n    }\n  }\n": types.GetProductDocument,
    "\n  query SearchProducts($term: String!) {\n    searchProducts(term: $term) {\n      ...SearchResult\n    }\n  }\n\n  fragment SearchResult on Product {\n    id\n    productName\n    isInStock\n    image {\n      url\n      srcSet\n      width\n      height\n    }\n  }\n": types.SearchProductsDocument,
    "\n  query BusinessProfile {\n    businessProfile {\n      brand\n      intro\n      about\n      address\n      phone\n      email\n      hours\n      socialLink\n      socialLabel\n    }\n  }\n": types.BusinessProfileDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Me {\n    me {\n      id\n      email\n      firstName\n      lastName\n      role\n      customerId\n      mustChangePassword\n    }\n  }\n"): typeof import('./graphql').MeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ListProducts($category: String, $search: String, $after: String, $first: Int) {\n    listProducts(category: $category, search: $search, after: $after, first: $first) {\n      products {\n        ...CatalogueProduct\n      }\n      nextCursor\n      totalCount\n    }\n  }\n\n  fragment CatalogueProduct on Product {\n    id\n    productName\n    productCode\n    productUnit\n    isInStock\n    image {\n      url\n      srcSet\n      width\n      height\n    }\n    price {\n      defaultPrice\n      customPrice\n      price\n    }\n  }\n"): typeof import('./graphql').ListProductsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription ProductChanged {\n    productChanged {\n      action\n      product {\n        id\n      }\n    }\n  }\n"): typeof import('./graphql').ProductChangedDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription CategoryChanged {\n    categoryChanged {\n      action\n      category {\n        id\n        categoryName\n      }\n    }\n  }\n"): typeof import('./graphql').CategoryChangedDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ListCategories {\n    listCategories {\n      id\n      categoryName\n    }\n  }\n"): typeof import('./graphql').ListCategoriesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendContactMessage($input: ContactMessageInput!) {\n    sendContactMessage(input: $input)\n  }\n"): typeof import('./graphql').SendContactMessageDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetProduct($id: ID!) {\n    getProduct(id: $id) {\n      ...ProductDetail\n    }\n  }\n\n  fragment ProductDetail on Product {\n    id\n    productName\n    productCode\n    description\n    productUnit\n    categoryName\n    isInStock\n    image {\n      url\n      srcSet\n      width\n      height\n    }\n    price {\n      defaultPrice\n      customPrice\n      price\n    }\n  }\n"): typeof import('./graphql').GetProductDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SearchProducts($term: String!) {\n    searchProducts(term: $term) {\n      ...SearchResult\n    }\n  }\n\n  fragment SearchResult on Product {\n    id\n    productName\n    isInStock\n    image {\n      url\n      srcSet\n      width\n      height\n    }\n  }\n"): typeof import('./graphql').SearchProductsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BusinessProfile {\n    businessProfile {\n      brand\n      intro\n      about\n      address\n      phone\n      email\n      hours\n      socialLink\n      socialLabel\n    }\n  }\n"): typeof import('./graphql').BusinessProfileDocument;


export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}
