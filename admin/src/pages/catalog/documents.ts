import { graphql } from '../../gql';

/** Every GraphQL document of the catalog pages (operation names start with Catalog). */

export const CategoriesDocument = graphql(`
  query CatalogCategories($page: Int, $perPage: Int) {
    categories(page: $page, perPage: $perPage) {
      meta {
        ...PageMetaFields
      }
      data {
        id
        name
        slug
        parentId
        position
        hideCategory
        hideSubcategory
      }
    }
  }
`);

export const CategoryDocument = graphql(`
  query CatalogCategory($id: Int!) {
    category(id: $id) {
      id
      name
      slug
      parentId
      position
      hideCategory
      hideSubcategory
      image
      banner
      createdAt
      updatedAt
    }
  }
`);

export const CreateCategoryDocument = graphql(`
  mutation CatalogCreateCategory($input: CreateCategoryInput!) {
    createCategory(input: $input) {
      id
      name
      slug
      parentId
      position
      hideCategory
      hideSubcategory
      image
      banner
    }
  }
`);

export const UpdateCategoryDocument = graphql(`
  mutation CatalogUpdateCategory($id: Int!, $input: UpdateCategoryInput!) {
    updateCategory(id: $id, input: $input) {
      id
      name
      slug
      parentId
      position
      hideCategory
      hideSubcategory
      image
      banner
    }
  }
`);

export const DeleteCategoryDocument = graphql(`
  mutation CatalogDeleteCategory($id: Int!) {
    deleteCategory(id: $id)
  }
`);

export const PackagesDocument = graphql(`
  query CatalogPackages($page: Int, $perPage: Int, $categoryId: Int, $name: String) {
    packages(page: $page, perPage: $perPage, categoryId: $categoryId, name: $name) {
      meta {
        ...PageMetaFields
      }
      data {
        id
        name
        enabled
        type
        priceDisplay
        inventoryAmount
        parentId
        category {
          id
          name
        }
      }
    }
  }
`);

export const PackageDetailFragment = graphql(`
  fragment CatalogPackageDetail on Package {
    id
    name
    slug
    description
    categoryId
    parentId
    isVariationParent
    position
    enabled
    type
    price
    priceDisplay
    compareAtPrice
    expiryDays
    subscription {
      interval
      intervalCount
    }
    giftCardValue
    inventoryAmount
    perUserLimit
    image
    icon
    commands {
      id
      type
      command
      gameServerId
      offlineExecute
      schedule
      executeOnce
    }
    discordActions {
      id
      type
      action
      parameters {
        roleId
        channelId
        message
      }
    }
    licenseKeys {
      id
      key
      used
      usedAt
    }
    fields {
      id
      name
      type
      description
      required
    }
    variables
    email {
      title
      content
    }
    createdAt
    updatedAt
  }
`);

export const PackageDocument = graphql(`
  query CatalogPackage($id: Int!) {
    package(id: $id) {
      ...CatalogPackageDetail
    }
  }
`);

/**
 * What the package form needs besides the package: categories come from the tree loader. Each list
 * is asked only with its permission (a field the credential may not read refuses the whole operation).
 */
export const PackageFormOptionsDocument = graphql(`
  query CatalogPackageFormOptions($servers: Boolean! = true, $variables: Boolean! = true) {
    gameServers(perPage: 100) @include(if: $servers) {
      meta {
        total
      }
      data {
        id
        name
      }
    }
    variables @include(if: $variables) {
      id
      name
      description
    }
  }
`);

export const CreatePackageDocument = graphql(`
  mutation CatalogCreatePackage($input: CreatePackageInput!) {
    createPackage(input: $input) {
      id
      name
    }
  }
`);

export const UpdatePackageDocument = graphql(`
  mutation CatalogUpdatePackage($id: Int!, $input: UpdatePackageInput!) {
    updatePackage(id: $id, input: $input) {
      ...CatalogPackageDetail
    }
  }
`);

export const DeletePackageDocument = graphql(`
  mutation CatalogDeletePackage($id: Int!) {
    deletePackage(id: $id)
  }
`);

/** A package's keys, delivered and unused, a page at a time (the license keys panel of the package page). */
export const PackageLicenseKeysDocument = graphql(`
  query CatalogPackageLicenseKeys($packageId: Int!, $page: Int, $perPage: Int) {
    packageLicenseKeys(packageId: $packageId, page: $page, perPage: $perPage) {
      meta {
        ...PageMetaFields
      }
      data {
        id
        value
        used
        usedAt
        createdAt
      }
    }
  }
`);

export const AddLicenseKeysDocument = graphql(`
  mutation CatalogAddLicenseKeys($packageId: Int!, $input: AddLicenseKeysInput!) {
    addPackageLicenseKeys(packageId: $packageId, input: $input) {
      id
      value
      used
      usedAt
      createdAt
    }
  }
`);
