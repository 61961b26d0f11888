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

export type Role =
  | 'ADMIN'
  | 'CUSTOMER';

export type MeQueryVariables = Exact<{ [key: string]: never; }>;


export type MeQuery = { me: { id: string, email: string, firstName: string, lastName: string, role: Role, customerId: string | null, mustChangePassword: boolean } | null };

export type CategoryChangedSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type CategoryChangedSubscription = { categoryChanged: { action: ChangeAction, category: { id: string, categoryName: string } } };

export type ListCategoriesQueryVariables = Exact<{ [key: string]: never; }>;


export type ListCategoriesQuery = { listCategories: Array<{ id: string, categoryName: string }> };

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