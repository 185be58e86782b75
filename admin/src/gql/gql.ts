/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

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
    "\n  query ScopePackages($name: String, $perPage: Int) {\n    packages(name: $name, perPage: $perPage) {\n      meta {\n        total\n      }\n      data {\n        id\n        name\n        parentId\n        category {\n          id\n          name\n        }\n      }\n    }\n  }\n": typeof types.ScopePackagesDocument,
    "\n  query ScopePackageName($id: Int!) {\n    package(id: $id) {\n      id\n      name\n    }\n  }\n": typeof types.ScopePackageNameDocument,
    "\n  fragment PageMetaFields on PageMeta {\n    total\n    perPage\n    currentPage\n    lastPage\n  }\n": typeof types.PageMetaFieldsFragmentDoc,
    "\n  fragment PageInfoFields on PageInfo {\n    hasNextPage\n    hasPreviousPage\n    startCursor\n    endCursor\n  }\n": typeof types.PageInfoFieldsFragmentDoc,
    "\n  query Viewer {\n    viewer {\n      kind\n      id\n      name\n      role\n      permissions\n    }\n  }\n": typeof types.ViewerDocument,
    "\n  query Store {\n    store {\n      id\n      name\n      domain\n      currency\n      locale\n      timezone\n    }\n  }\n": typeof types.StoreDocument,
    "\n  query AffiliateList($page: Int, $perPage: Int, $search: String, $email: String) {\n    affiliates(page: $page, perPage: $perPage, search: $search, email: $email) {\n      meta {\n        ...PageMetaFields\n      }\n      data {\n        id\n        name\n        refCode\n        email\n        percentCommission\n        balance\n        statistics {\n          revenue\n          sales\n        }\n      }\n    }\n  }\n": typeof types.AffiliateListDocument,
    "\n  query AffiliateDetail($id: Int!) {\n    affiliate(id: $id) {\n      id\n      name\n      refCode\n      email\n      percentCommission\n      balance\n      minWithdraw\n      selfAffiliated\n      linkedDiscountId\n      withdrawSettings {\n        fullName\n        pixKey\n        pixKeyType\n        cpfCnpj\n      }\n      packageCommissions {\n        id\n        packageId\n        package {\n          id\n          name\n        }\n        percentCommission\n      }\n      statistics {\n        revenue\n        sales\n      }\n      createdAt\n      updatedAt\n    }\n  }\n": typeof types.AffiliateDetailDocument,
    "\n  mutation AffiliateCreate($input: AffiliateInput!) {\n    createAffiliate(input: $input) {\n      id\n      name\n    }\n  }\n": typeof types.AffiliateCreateDocument,
    "\n  mutation AffiliateUpdate($id: Int!, $input: AffiliateInput!) {\n    updateAffiliate(id: $id, input: $input) {\n      id\n      name\n      refCode\n      email\n      percentCommission\n      balance\n      minWithdraw\n      selfAffiliated\n      linkedDiscountId\n      withdrawSettings {\n        fullName\n        pixKey\n        pixKeyType\n        cpfCnpj\n      }\n      packageCommissions {\n        id\n        packageId\n        package {\n          id\n          name\n        }\n        percentCommission\n      }\n      updatedAt\n    }\n  }\n": typeof types.AffiliateUpdateDocument,
    "\n  mutation AffiliateDelete($id: Int!) {\n    deleteAffiliate(id: $id)\n  }\n": typeof types.AffiliateDeleteDocument,
    "\n  query AffiliateWithdrawRequests($first: Int, $after: String, $last: Int, $before: String, $affiliateId: Int, $operation: WithdrawOperation) {\n    withdrawRequestsConnection(first: $first, after: $after, last: $last, before: $before, affiliateId: $affiliateId, operation: $operation) {\n      totalCount\n      pageInfo {\n        ...PageInfoFields\n      }\n      edges {\n        cursor\n        node {\n          id\n          affiliateId\n          affiliate {\n            id\n            name\n          }\n          operation\n          amount\n          message\n          createdAt\n          updatedAt\n        }\n      }\n    }\n  }\n": typeof types.AffiliateWithdrawRequestsDocument,
    "\n  mutation AffiliateCreateWithdrawRequest($input: WithdrawRequestInput!) {\n    createWithdrawRequest(input: $input) {\n      id\n      affiliateId\n      operation\n      amount\n    }\n  }\n": typeof types.AffiliateCreateWithdrawRequestDocument,
    "\n  mutation AffiliateSettleWithdrawRequest($id: Int!, $input: SettleWithdrawInput!) {\n    settleWithdrawRequest(id: $id, input: $input) {\n      id\n      affiliateId\n      operation\n      amount\n      message\n      updatedAt\n    }\n  }\n": typeof types.AffiliateSettleWithdrawRequestDocument,
    "\n  query AffiliatePackageSearch($name: String, $perPage: Int) {\n    packages(name: $name, perPage: $perPage) {\n      meta {\n        total\n      }\n      data {\n        id\n        name\n        priceDisplay\n        category {\n          id\n          name\n        }\n      }\n    }\n  }\n": typeof types.AffiliatePackageSearchDocument,
    "\n  query AffiliateCoupons($page: Int, $perPage: Int) {\n    coupons(page: $page, perPage: $perPage) {\n      meta {\n        total\n      }\n      data {\n        id\n        code\n        enabled\n      }\n    }\n  }\n": typeof types.AffiliateCouponsDocument,
    "\n  query AffiliatePicker($search: String, $perPage: Int) {\n    affiliates(search: $search, perPage: $perPage) {\n      meta {\n        total\n      }\n      data {\n        id\n        name\n        email\n        balance\n        minWithdraw\n      }\n    }\n  }\n": typeof types.AffiliatePickerDocument,
    "\n  query AffiliateSummary($id: Int!) {\n    affiliate(id: $id) {\n      id\n      name\n      email\n      balance\n      minWithdraw\n    }\n  }\n": typeof types.AffiliateSummaryDocument,
    "\n  query ApiKeysList($page: Int, $perPage: Int) {\n    apiKeys(page: $page, perPage: $perPage) {\n      meta {\n        ...PageMetaFields\n      }\n      data {\n        id\n        name\n        prefix\n        permissions\n        fullAccess\n        expiresAt\n        lastUsedAt\n        revokedAt\n        createdAt\n      }\n    }\n  }\n": typeof types.ApiKeysListDocument,
    "\n  mutation ApiKeysCreate($input: CreateApiKeyInput!) {\n    createApiKey(input: $input) {\n      id\n      name\n      prefix\n      permissions\n      fullAccess\n      expiresAt\n      lastUsedAt\n      revokedAt\n      createdAt\n      secret\n    }\n  }\n": typeof types.ApiKeysCreateDocument,
    "\n  mutation ApiKeysRevoke($id: Int!) {\n    revokeApiKey(id: $id)\n  }\n": typeof types.ApiKeysRevokeDocument,
    "\n  query AuditEntries(\n    $page: Int\n    $perPage: Int\n    $actorType: ActorKind\n    $actorId: Int\n    $recordType: String\n    $recordId: String\n    $operation: String\n    $from: String\n    $to: String\n  ) {\n    auditEntries(\n      page: $page\n      perPage: $perPage\n      actorType: $actorType\n      actorId: $actorId\n      recordType: $recordType\n      recordId: $recordId\n      operation: $operation\n      from: $from\n      to: $to\n    ) {\n      meta {\n        ...PageMetaFields\n      }\n      data {\n        id\n        actorType\n        actorId\n        actorName\n        operation\n        recordType\n        recordId\n        action\n        before\n        after\n        ip\n        createdAt\n      }\n    }\n  }\n": typeof types.AuditEntriesDocument,
    "\n  fragment BanFields on Ban {\n    id\n    kind\n    value\n    reason\n    expiresAt\n    active\n    createdBy\n    createdAt\n  }\n": typeof types.BanFieldsFragmentDoc,
    "\n  query BansList($page: Int, $perPage: Int, $kind: BanKind, $search: String, $active: Boolean) {\n    bans(page: $page, perPage: $perPage, kind: $kind, search: $search, active: $active) {\n      meta {\n        ...PageMetaFields\n      }\n      data {\n        ...BanFields\n      }\n    }\n  }\n": typeof types.BansListDocument,
    "\n  mutation BansCreate($input: CreateBanInput!) {\n    createBan(input: $input) {\n      ...BanFields\n    }\n  }\n": typeof types.BansCreateDocument,
    "\n  mutation BansDelete($id: Int!) {\n    deleteBan(id: $id)\n  }\n": typeof types.BansDeleteDocument,
    "\n  query BansRefusals($page: Int, $perPage: Int, $kind: BanKind, $email: String, $clientIdentifier: String) {\n    banRefusals(page: $page, perPage: $perPage, kind: $kind, email: $email, clientIdentifier: $clientIdentifier) {\n      meta {\n        ...PageMetaFields\n      }\n      data {\n        id\n        banId\n        kind\n        value\n        clientEmail\n        clientIdentifier\n        ip\n        createdAt\n      }\n    }\n  }\n": typeof types.BansRefusalsDocument,
    "\n  query CatalogCategories($page: Int, $perPage: Int) {\n    categories(page: $page, perPage: $perPage) {\n      meta {\n        ...PageMetaFields\n      }\n      data {\n        id\n        name\n        slug\n        parentId\n        position\n        hideCategory\n        hideSubcategory\n      }\n    }\n  }\n": typeof types.CatalogCategoriesDocument,
    "\n  query CatalogCategory($id: Int!) {\n    category(id: $id) {\n      id\n      name\n      slug\n      parentId\n      position\n      hideCategory\n      hideSubcategory\n      image\n      banner\n      createdAt\n      updatedAt\n    }\n  }\n": typeof types.CatalogCategoryDocument,
    "\n  mutation CatalogCreateCategory($input: CreateCategoryInput!) {\n    createCategory(input: $input) {\n      id\n      name\n      slug\n      parentId\n      position\n      hideCategory\n      hideSubcategory\n      image\n      banner\n    }\n  }\n": typeof types.CatalogCreateCategoryDocument,
    "\n  mutation CatalogUpdateCategory($id: Int!, $input: UpdateCategoryInput!) {\n    updateCategory(id: $id, input: $input) {\n      id\n      name\n      slug\n      parentId\n      position\n      hideCategory\n      hideSubcategory\n      image\n      banner\n    }\n  }\n": typeof types.CatalogUpdateCategoryDocument,
    "\n  mutation CatalogDeleteCategory($id: Int!) {\n    deleteCategory(id: $id)\n  }\n": typeof types.CatalogDeleteCategoryDocument,
    "\n  query CatalogPackages($page: Int, $perPage: Int, $categoryId: Int, $name: String) {\n    packages(page: $page, perPage: $perPage, categoryId: $categoryId, name: $name) {\n      meta {\n        ...PageMetaFields\n      }\n      data {\n        id\n        name\n        enabled\n        type\n        priceDisplay\n        inventoryAmount\n        parentId\n        category {\n          id\n          name\n        }\n      }\n    }\n  }\n": typeof types.CatalogPackagesDocument,
    "\n  fragment CatalogPackageDetail on Package {\n    id\n    name\n    slug\n    description\n    categoryId\n    parentId\n    isVariationParent\n    position\n    enabled\n    type\n    price\n    priceDisplay\n    compareAtPrice\n    expiryDays\n    subscription {\n      interval\n      intervalCount\n    }\n    giftCardValue\n    inventoryAmount\n    perUserLimit\n    image\n    icon\n    commands {\n      id\n      type\n      command\n      gameServerId\n      offlineExecute\n      schedule\n      executeOnce\n    }\n    discordActions {\n      id\n      type\n      action\n      parameters {\n        roleId\n        channelId\n        message\n      }\n    }\n    licenseKeys {\n      id\n      key\n      used\n      usedAt\n    }\n    fields {\n      id\n      name\n      type\n      description\n      required\n    }\n    variables\n    email {\n      title\n      content\n    }\n    createdAt\n    updatedAt\n  }\n": typeof types.CatalogPackageDetailFragmentDoc,
    "\n  query CatalogPackage($id: Int!) {\n    package(id: $id) {\n      ...CatalogPackageDetail\n    }\n  }\n": typeof types.CatalogPackageDocument,
    "\n  query CatalogPackageFormOptions($servers: Boolean! = true, $variables: Boolean! = true) {\n    gameServers(perPage: 100) @include(if: $servers) {\n      meta {\n        total\n      }\n      data {\n        id\n        name\n      }\n    }\n    variables @include(if: $variables) {\n      id\n      name\n      description\n    }\n  }\n": typeof types.CatalogPackageFormOptionsDocument,
    "\n  mutation CatalogCreatePackage($input: CreatePackageInput!) {\n    createPackage(input: $input) {\n      id\n      name\n    }\n  }\n": typeof types.CatalogCreatePackageDocument,
    "\n  mutation CatalogUpdatePackage($id: Int!, $input: UpdatePackageInput!) {\n    updatePackage(id: $id, input: $input) {\n      ...CatalogPackageDetail\n    }\n  }\n": typeof types.CatalogUpdatePackageDocument,
    "\n  mutation CatalogDeletePackage($id: Int!) {\n    deletePackage(id: $id)\n  }\n": typeof types.CatalogDeletePackageDocument,
    "\n  query CatalogPackageLicenseKeys($packageId: Int!, $page: Int, $perPage: Int) {\n    packageLicenseKeys(packageId: $packageId, page: $page, perPage: $perPage) {\n      meta {\n        ...PageMetaFields\n      }\n      data {\n        id\n        value\n        used\n        usedAt\n        createdAt\n      }\n    }\n  }\n": typeof types.CatalogPackageLicenseKeysDocument,
    "\n  mutation CatalogAddLicenseKeys($packageId: Int!, $input: AddLicenseKeysInput!) {\n    addPackageLicenseKeys(packageId: $packageId, input: $input) {\n      id\n      value\n      used\n      usedAt\n      createdAt\n    }\n  }\n": typeof types.CatalogAddLicenseKeysDocument,
    "\n  fragment CouponFormFields on Coupon {\n    id\n    code\n    type\n    value\n    enabled\n    maxUses\n    uses\n    expiresAt\n    minPrice\n    limitCriteria\n    startsAt\n    packageIds\n    categoryIds\n    maxUsesPerBuyer\n    firstPurchaseOnly\n    combinableWithSales\n    createdAt\n    updatedAt\n  }\n": typeof types.CouponFormFieldsFragmentDoc,
    "\n  query CouponPage($page: Int, $perPage: Int, $code: String) {\n    coupons(page: $page, perPage: $perPage, code: $code) {\n      meta {\n        ...PageMetaFields\n      }\n      data {\n        ...CouponFormFields\n      }\n    }\n  }\n": typeof types.CouponPageDocument,
    "\n  query CouponOne($id: Int!) {\n    coupon(id: $id) {\n      ...CouponFormFields\n    }\n  }\n": typeof types.CouponOneDocument,
    "\n  mutation CouponFormCreate($input: CouponInput!) {\n    createCoupon(input: $input) {\n      ...CouponFormFields\n    }\n  }\n": typeof types.CouponFormCreateDocument,
    "\n  mutation CouponFormUpdate($id: Int!, $input: CouponInput!) {\n    updateCoupon(id: $id, input: $input) {\n      ...CouponFormFields\n    }\n  }\n": typeof types.CouponFormUpdateDocument,
    "\n  mutation CouponFormDelete($id: Int!) {\n    deleteCoupon(id: $id)\n  }\n": typeof types.CouponFormDeleteDocument,
    "\n  query DashboardGatewayReport($from: String, $to: String) {\n    gatewayReport(from: $from, to: $to) {\n      gateway\n      gatewayDisplay\n      sales\n      revenue\n      grossRevenue\n    }\n  }\n": typeof types.DashboardGatewayReportDocument,
    "\n  query DashboardVisitorsGraph($from: String, $to: String) {\n    visitorsGraph(from: $from, to: $to) {\n      variation\n      graph {\n        date\n        visits\n      }\n    }\n  }\n": typeof types.DashboardVisitorsGraphDocument,
    "\n  query DashboardTopCustomers($from: String, $to: String, $limit: Int) {\n    topCustomers(from: $from, to: $to, limit: $limit) {\n      from\n      to\n      data {\n        username\n        identifier\n        purchases\n        spent\n      }\n    }\n  }\n": typeof types.DashboardTopCustomersDocument,
    "\n  query GameServerList($page: Int, $perPage: Int) {\n    gameServers(page: $page, perPage: $perPage) {\n      meta {\n        ...PageMetaFields\n      }\n      data {\n        id\n        name\n        type\n        createdAt\n        updatedAt\n      }\n    }\n  }\n": typeof types.GameServerListDocument,
    "\n  query GameServerOne($id: Int!) {\n    gameServer(id: $id) {\n      id\n      name\n      type\n      createdAt\n      updatedAt\n    }\n  }\n": typeof types.GameServerOneDocument,
    "\n  mutation GameServerCreate($input: CreateGameServerInput!) {\n    createGameServer(input: $input) {\n      id\n      name\n      type\n      token\n      createdAt\n      updatedAt\n    }\n  }\n": typeof types.GameServerCreateDocument,
    "\n  mutation GameServerUpdate($id: Int!, $input: UpdateGameServerInput!) {\n    updateGameServer(id: $id, input: $input) {\n      id\n      name\n      type\n      createdAt\n      updatedAt\n    }\n  }\n": typeof types.GameServerUpdateDocument,
    "\n  mutation GameServerRotateToken($id: Int!) {\n    rotateGameServerToken(id: $id) {\n      id\n      token\n      updatedAt\n    }\n  }\n": typeof types.GameServerRotateTokenDocument,
    "\n  mutation GameServerDelete($id: Int!) {\n    deleteGameServer(id: $id)\n  }\n": typeof types.GameServerDeleteDocument,
    "\n  fragment GiftCardFields on GiftCard {\n    id\n    last4\n    initialValue\n    balance\n    currency\n    enabled\n    expiresAt\n    note\n    recipientEmail\n    orderId\n    createdBy\n    createdAt\n    updatedAt\n  }\n": typeof types.GiftCardFieldsFragmentDoc,
    "\n  query GiftCardList($page: Int, $perPage: Int, $enabled: Boolean, $q: String) {\n    giftCards(page: $page, perPage: $perPage, enabled: $enabled, q: $q) {\n      meta {\n        ...PageMetaFields\n      }\n      data {\n        ...GiftCardFields\n      }\n    }\n  }\n": typeof types.GiftCardListDocument,
    "\n  query GiftCardOne($id: Int!) {\n    giftCard(id: $id) {\n      ...GiftCardFields\n      transactions {\n        id\n        kind\n        amount\n        balanceAfter\n        orderId\n        note\n        createdAt\n      }\n    }\n  }\n": typeof types.GiftCardOneDocument,
    "\n  mutation GiftCardIssue($input: IssueGiftCardInput!) {\n    issueGiftCard(input: $input) {\n      code\n      giftCard {\n        ...GiftCardFields\n      }\n    }\n  }\n": typeof types.GiftCardIssueDocument,
    "\n  mutation GiftCardUpdate($id: Int!, $input: UpdateGiftCardInput!) {\n    updateGiftCard(id: $id, input: $input) {\n      ...GiftCardFields\n    }\n  }\n": typeof types.GiftCardUpdateDocument,
    "\n  mutation GiftCardAdjust($id: Int!, $input: AdjustGiftCardInput!) {\n    adjustGiftCard(id: $id, input: $input) {\n      ...GiftCardFields\n    }\n  }\n": typeof types.GiftCardAdjustDocument,
    "\n  query OrdersList(\n    $first: Int\n    $after: String\n    $last: Int\n    $before: String\n    $status: OrderStatus\n    $clientIdentifier: String\n    $email: String\n    $gateway: Gateway\n    $from: String\n    $to: String\n  ) {\n    ordersConnection(\n      first: $first\n      after: $after\n      last: $last\n      before: $before\n      status: $status\n      clientIdentifier: $clientIdentifier\n      email: $email\n      gateway: $gateway\n      from: $from\n      to: $to\n    ) {\n      totalCount\n      pageInfo {\n        ...PageInfoFields\n      }\n      edges {\n        cursor\n        node {\n          id\n          internalId\n          clientIdentifier\n          clientName\n          clientEmail\n          status\n          statusDisplay\n          price\n          priceDisplay\n          currency\n          gateway\n          gatewayDisplay\n          manuallyCreated\n          createdAt\n          paidAt\n          reviewReason\n        }\n      }\n    }\n  }\n": typeof types.OrdersListDocument,
    "\n  query OrdersDetail($id: Int!) {\n    order(id: $id) {\n      id\n      internalId\n      externalId\n      reviewReason\n      subscriptionId\n      refund {\n        status\n        gateway\n        amountDisplay\n        attempts\n        error\n        providerRefundedAt\n        appliedAt\n        updatedAt\n      }\n      clientIdentifier\n      clientEmail\n      clientName\n      clientDocument\n      clientPhone\n      clientDiscord\n      price\n      priceDisplay\n      netReceived\n      subtotal\n      saleDiscount\n      couponDiscount\n      giftCardAmount\n      currency\n      promoCode\n      promoType\n      promoValue\n      gateway\n      gatewayDisplay\n      paymentMethod\n      metadata\n      status\n      statusDisplay\n      allowedStatuses\n      manuallyCreated\n      manuallyApproved\n      manuallyRefunded\n      paidAt\n      createdAt\n      updatedAt\n      packages {\n        id\n        packageId\n        package {\n          id\n          name\n          fields {\n            id\n            name\n          }\n        }\n        name\n        quantity\n        unitPrice\n        price\n        fields\n      }\n      variables {\n        id\n        name\n        value\n        updatedAt\n      }\n      notes {\n        id\n        userId\n        content\n        createdAt\n        updatedAt\n      }\n      deliveries {\n        id\n        orderPackageId\n        licenseKeyId\n        type\n        value\n        render\n        createdAt\n        updatedAt\n      }\n      commands {\n        id\n        command\n        type\n        status\n        attempts\n        response\n        reason\n        offlineExecute\n        executeAt\n        gameServerId\n        gameServer {\n          id\n          name\n        }\n        createdAt\n        updatedAt\n      }\n      emails {\n        ...OrdersEmailFields\n      }\n      discordActions {\n        ...DiscordActionFields\n      }\n    }\n  }\n": typeof types.OrdersDetailDocument,
    "\n  fragment DiscordActionFields on OrderDiscordAction {\n    id\n    type\n    action\n    roleId\n    channelId\n    userId\n    message\n    automatic\n    status\n    attempts\n    lastError\n    runAt\n    doneAt\n    updatedAt\n  }\n": typeof types.DiscordActionFieldsFragmentDoc,
    "\n  mutation OrdersRetryDiscordActions($orderId: Int!) {\n    retryOrderDiscordActions(orderId: $orderId) {\n      ...DiscordActionFields\n    }\n  }\n": typeof types.OrdersRetryDiscordActionsDocument,
    "\n  fragment OrdersEmailFields on OrderEmail {\n    id\n    kind\n    to\n    subject\n    status\n    attempts\n    lastError\n    nextAttemptAt\n    sentAt\n    createdAt\n    updatedAt\n  }\n": typeof types.OrdersEmailFieldsFragmentDoc,
    "\n  mutation OrdersUpdate($id: Int!, $input: UpdateOrderInput!) {\n    updateOrder(id: $id, input: $input) {\n      id\n      status\n      statusDisplay\n      allowedStatuses\n      clientIdentifier\n      clientDiscord\n      manuallyApproved\n      manuallyRefunded\n      paidAt\n      updatedAt\n    }\n  }\n": typeof types.OrdersUpdateDocument,
    "\n  mutation OrdersCreateNote($orderId: Int!, $input: OrderNoteInput!) {\n    createOrderNote(orderId: $orderId, input: $input) {\n      id\n      orderId\n      content\n      createdAt\n      updatedAt\n    }\n  }\n": typeof types.OrdersCreateNoteDocument,
    "\n  mutation OrdersUpdateNote($orderId: Int!, $noteId: Int!, $input: OrderNoteInput!) {\n    updateOrderNote(orderId: $orderId, noteId: $noteId, input: $input) {\n      id\n      orderId\n      content\n      updatedAt\n    }\n  }\n": typeof types.OrdersUpdateNoteDocument,
    "\n  mutation OrdersDeleteNote($orderId: Int!, $noteId: Int!) {\n    deleteOrderNote(orderId: $orderId, noteId: $noteId)\n  }\n": typeof types.OrdersDeleteNoteDocument,
    "\n  mutation OrdersUpdateDelivery($orderId: Int!, $deliveryId: Int!, $input: DeliveryInput!) {\n    updateDelivery(orderId: $orderId, deliveryId: $deliveryId, input: $input) {\n      id\n      value\n      updatedAt\n    }\n  }\n": typeof types.OrdersUpdateDeliveryDocument,
    "\n  mutation OrdersResendCommands($orderId: Int!) {\n    resendOrderCommands(orderId: $orderId) {\n      message\n      commands {\n        id\n        status\n        attempts\n        executeAt\n        updatedAt\n      }\n    }\n  }\n": typeof types.OrdersResendCommandsDocument,
    "\n  mutation OrdersResendEmails($orderId: Int!) {\n    resendOrderEmails(orderId: $orderId) {\n      ...OrdersEmailFields\n    }\n  }\n": typeof types.OrdersResendEmailsDocument,
    "\n  mutation OrdersUpdateCommand($id: Int!, $input: UpdateCommandInput!) {\n    updateCommand(id: $id, input: $input) {\n      id\n      status\n      response\n      reason\n      attempts\n      executeAt\n      updatedAt\n    }\n  }\n": typeof types.OrdersUpdateCommandDocument,
    "\n  mutation OrdersCreate($input: CheckoutInput!) {\n    createOrder(input: $input) {\n      id\n      internalId\n      status\n    }\n  }\n": typeof types.OrdersCreateDocument,
    "\n  query OrdersFormOptions($page: Int, $name: String, $variables: Boolean! = true) {\n    packages(page: $page, perPage: 100, name: $name) {\n      meta {\n        total\n        currentPage\n        lastPage\n        perPage\n      }\n      data {\n        id\n        name\n        enabled\n        type\n        price\n        priceDisplay\n        variables\n        fields {\n          id\n          name\n          type\n          description\n          required\n        }\n      }\n    }\n    variables @include(if: $variables) {\n      id\n      name\n      description\n    }\n  }\n": typeof types.OrdersFormOptionsDocument,
    "\n  query PaymentsGateways {\n    paymentGateways {\n      ...PaymentGatewayFields\n    }\n  }\n": typeof types.PaymentsGatewaysDocument,
    "\n  mutation PaymentsUpdateGateway($gateway: String!, $input: PaymentGatewayInput!) {\n    updatePaymentGateway(gateway: $gateway, input: $input) {\n      ...PaymentGatewayFields\n    }\n  }\n": typeof types.PaymentsUpdateGatewayDocument,
    "\n  fragment PaymentGatewayFields on PaymentGateway {\n    gateway\n    enabled\n    name\n    display\n    configured\n    credentials\n    notificationUrl\n    updatedAt\n  }\n": typeof types.PaymentGatewayFieldsFragmentDoc,
    "\n  fragment RoleFields on StaffRole {\n    id\n    name\n    builtIn\n    permissions\n  }\n": typeof types.RoleFieldsFragmentDoc,
    "\n  query RolesList {\n    staffRoles {\n      ...RoleFields\n    }\n  }\n": typeof types.RolesListDocument,
    "\n  query PermissionVocabulary {\n    permissions {\n      name\n      description\n    }\n  }\n": typeof types.PermissionVocabularyDocument,
    "\n  mutation RolesCreate($input: StaffRoleInput!) {\n    createStaffRole(input: $input) {\n      ...RoleFields\n    }\n  }\n": typeof types.RolesCreateDocument,
    "\n  mutation RolesUpdate($id: Int!, $input: StaffRoleInput!) {\n    updateStaffRole(id: $id, input: $input) {\n      ...RoleFields\n    }\n  }\n": typeof types.RolesUpdateDocument,
    "\n  mutation RolesDelete($id: Int!) {\n    deleteStaffRole(id: $id)\n  }\n": typeof types.RolesDeleteDocument,
    "\n  fragment SaleFields on Sale {\n    id\n    name\n    type\n    value\n    packageIds\n    categoryIds\n    startsAt\n    endsAt\n    enabled\n    status\n    createdAt\n    updatedAt\n  }\n": typeof types.SaleFieldsFragmentDoc,
    "\n  query SaleList($page: Int, $perPage: Int, $status: SaleStatusFilter) {\n    sales(page: $page, perPage: $perPage, status: $status) {\n      meta {\n        ...PageMetaFields\n      }\n      data {\n        ...SaleFields\n      }\n    }\n  }\n": typeof types.SaleListDocument,
    "\n  query SaleOne($id: Int!) {\n    sale(id: $id) {\n      ...SaleFields\n    }\n  }\n": typeof types.SaleOneDocument,
    "\n  mutation SaleCreate($input: SaleInput!) {\n    createSale(input: $input) {\n      ...SaleFields\n    }\n  }\n": typeof types.SaleCreateDocument,
    "\n  mutation SaleUpdate($id: Int!, $input: SaleInput!) {\n    updateSale(id: $id, input: $input) {\n      ...SaleFields\n    }\n  }\n": typeof types.SaleUpdateDocument,
    "\n  mutation SaleDelete($id: Int!) {\n    deleteSale(id: $id)\n  }\n": typeof types.SaleDeleteDocument,
    "\n  query SecuritySettings {\n    securitySettings {\n      requireTwoFactor\n      auditRetentionDays\n    }\n  }\n": typeof types.SecuritySettingsDocument,
    "\n  mutation SecurityUpdate($input: SecuritySettingsInput!) {\n    updateSecuritySettings(input: $input) {\n      requireTwoFactor\n      auditRetentionDays\n    }\n  }\n": typeof types.SecurityUpdateDocument,
    "\n  query SettingsStore {\n    store {\n      ...SettingsFields\n    }\n  }\n": typeof types.SettingsStoreDocument,
    "\n  mutation SettingsUpdateStore($input: UpdateStoreInput!) {\n    updateStore(input: $input) {\n      ...SettingsFields\n    }\n  }\n": typeof types.SettingsUpdateStoreDocument,
    "\n  fragment SettingsFields on Store {\n    id\n    name\n    domain\n    currency\n    locale\n    timezone\n    theme {\n      primaryColor\n      logo\n      banner\n    }\n    requireDocument\n    requirePhone\n    discordMode\n    returnUrl\n    cancelUrl\n    mailFromName\n    mailReplyTo\n    discordGuildId\n    discordBotTokenSet\n    discordBotTokenLast4\n    banOnChargeback\n    buyerEmailSignIn\n    buyerDiscordSignIn\n    discordClientId\n    discordClientSecretSet\n    discordClientSecretLast4\n    updatedAt\n  }\n": typeof types.SettingsFieldsFragmentDoc,
    "\n  fragment StaffUserFields on StaffUser {\n    id\n    email\n    name\n    role\n    roleId\n    roleName\n    permissions\n    status\n    twoFactorEnabled\n    lockedUntil\n    liveSessions\n    lastSignInAt\n    createdAt\n  }\n": typeof types.StaffUserFieldsFragmentDoc,
    "\n  query StaffList($page: Int, $perPage: Int, $status: StaffUserStatus) {\n    staffUsers(page: $page, perPage: $perPage, status: $status) {\n      meta {\n        ...PageMetaFields\n      }\n      data {\n        ...StaffUserFields\n      }\n    }\n  }\n": typeof types.StaffListDocument,
    "\n  query StaffRoles {\n    staffRoles {\n      id\n      name\n      builtIn\n      permissions\n    }\n  }\n": typeof types.StaffRolesDocument,
    "\n  mutation StaffInvite($input: InviteStaffUserInput!) {\n    inviteStaffUser(input: $input) {\n      inviteSent\n      staffUser {\n        ...StaffUserFields\n      }\n    }\n  }\n": typeof types.StaffInviteDocument,
    "\n  mutation StaffUpdate($id: Int!, $input: UpdateStaffUserInput!) {\n    updateStaffUser(id: $id, input: $input) {\n      ...StaffUserFields\n    }\n  }\n": typeof types.StaffUpdateDocument,
    "\n  mutation StaffRemove($id: Int!) {\n    removeStaffUser(id: $id)\n  }\n": typeof types.StaffRemoveDocument,
    "\n  mutation StaffResendInvite($id: Int!) {\n    resendStaffInvite(id: $id) {\n      inviteSent\n      staffUser {\n        ...StaffUserFields\n      }\n    }\n  }\n": typeof types.StaffResendInviteDocument,
    "\n  mutation StaffRevokeSessions($id: Int!) {\n    revokeStaffSessions(id: $id)\n  }\n": typeof types.StaffRevokeSessionsDocument,
    "\n  query SubscriptionsList(\n    $page: Int\n    $perPage: Int\n    $status: SubscriptionStatus\n    $clientIdentifier: String\n    $email: String\n    $packageId: Int\n  ) {\n    subscriptions(page: $page, perPage: $perPage, status: $status, clientIdentifier: $clientIdentifier, email: $email, packageId: $packageId) {\n      meta {\n        ...PageMetaFields\n      }\n      data {\n        id\n        status\n        gateway\n        packageId\n        packageName\n        interval\n        intervalCount\n        priceDisplay\n        clientIdentifier\n        clientEmail\n        clientName\n        currentPeriodEnd\n        renewals\n        cancelAtPeriodEnd\n      }\n    }\n  }\n": typeof types.SubscriptionsListDocument,
    "\n  fragment SubscriptionsDetailFields on StoreSubscription {\n    id\n    status\n    gateway\n    providerId\n    providerCustomerId\n    packageId\n    packageName\n    interval\n    intervalCount\n    price\n    currency\n    priceDisplay\n    clientIdentifier\n    clientEmail\n    clientName\n    clientDiscord\n    currentPeriodStart\n    currentPeriodEnd\n    renewals\n    cancelAtPeriodEnd\n    canceledAt\n    pastDueAt\n    expiredAt\n    createdAt\n    updatedAt\n  }\n": typeof types.SubscriptionsDetailFieldsFragmentDoc,
    "\n  query SubscriptionsDetail($id: Int!) {\n    subscription(id: $id) {\n      ...SubscriptionsDetailFields\n      orders {\n        id\n        internalId\n        status\n        price\n        currency\n        reviewReason\n        paidAt\n        createdAt\n      }\n    }\n  }\n": typeof types.SubscriptionsDetailDocument,
    "\n  mutation SubscriptionsCancel($id: Int!, $atPeriodEnd: Boolean!) {\n    cancelSubscription(id: $id, atPeriodEnd: $atPeriodEnd) {\n      ...SubscriptionsDetailFields\n    }\n  }\n": typeof types.SubscriptionsCancelDocument,
    "\n  query WebhookList($page: Int, $perPage: Int) {\n    webhooks(page: $page, perPage: $perPage) {\n      meta {\n        ...PageMetaFields\n      }\n      data {\n        id\n        name\n        url\n        scopes\n        enabled\n        disabledReason\n        createdAt\n      }\n    }\n  }\n": typeof types.WebhookListDocument,
    "\n  query WebhookOne($id: Int!) {\n    webhook(id: $id) {\n      id\n      name\n      url\n      scopes\n      enabled\n      disabledReason\n      createdAt\n      updatedAt\n    }\n  }\n": typeof types.WebhookOneDocument,
    "\n  query WebhookLogs($webhookId: Int, $first: Int, $after: String, $last: Int, $before: String, $event: WebhookEvent, $success: Boolean) {\n    webhookLogsConnection(webhookId: $webhookId, first: $first, after: $after, last: $last, before: $before, event: $event, success: $success) {\n      totalCount\n      pageInfo {\n        ...PageInfoFields\n      }\n      edges {\n        cursor\n        node {\n          id\n          webhookId\n          event\n          url\n          requestBody\n          responseStatus\n          responseBody\n          responseTimeMs\n          success\n          error\n          isResend\n          originalLogId\n          createdAt\n        }\n      }\n    }\n  }\n": typeof types.WebhookLogsDocument,
    "\n  mutation WebhookCreate($input: CreateWebhookInput!) {\n    createWebhook(input: $input) {\n      id\n      name\n      url\n      scopes\n      enabled\n      disabledReason\n      secret\n      createdAt\n      updatedAt\n    }\n  }\n": typeof types.WebhookCreateDocument,
    "\n  mutation WebhookUpdate($id: Int!, $input: UpdateWebhookInput!) {\n    updateWebhook(id: $id, input: $input) {\n      id\n      name\n      url\n      scopes\n      enabled\n      disabledReason\n      createdAt\n      updatedAt\n    }\n  }\n": typeof types.WebhookUpdateDocument,
    "\n  mutation WebhookRotateSecret($id: Int!) {\n    rotateWebhookSecret(id: $id) {\n      id\n      secret\n      updatedAt\n    }\n  }\n": typeof types.WebhookRotateSecretDocument,
    "\n  mutation WebhookDelete($id: Int!) {\n    deleteWebhook(id: $id)\n  }\n": typeof types.WebhookDeleteDocument,
    "\n  mutation WebhookSendTest($id: Int!) {\n    testWebhook(id: $id) {\n      id\n      event\n      responseStatus\n      success\n      error\n      createdAt\n    }\n  }\n": typeof types.WebhookSendTestDocument,
    "\n  mutation WebhookResendLog($logId: String!) {\n    resendWebhookLog(logId: $logId) {\n      id\n      event\n      responseStatus\n      success\n      error\n      isResend\n      originalLogId\n      createdAt\n    }\n  }\n": typeof types.WebhookResendLogDocument,
};
const documents: Documents = {
    "\n  query ScopePackages($name: String, $perPage: Int) {\n    packages(name: $name, perPage: $perPage) {\n      meta {\n        total\n      }\n      data {\n        id\n        name\n        parentId\n        category {\n          id\n          name\n        }\n      }\n    }\n  }\n": types.ScopePackagesDocument,
    "\n  query ScopePackageName($id: Int!) {\n    package(id: $id) {\n      id\n      name\n    }\n  }\n": types.ScopePackageNameDocument,
    "\n  fragment PageMetaFields on PageMeta {\n    total\n    perPage\n    currentPage\n    lastPage\n  }\n": types.PageMetaFieldsFragmentDoc,
    "\n  fragment PageInfoFields on PageInfo {\n    hasNextPage\n    hasPreviousPage\n    startCursor\n    endCursor\n  }\n": types.PageInfoFieldsFragmentDoc,
    "\n  query Viewer {\n    viewer {\n      kind\n      id\n      name\n      role\n      permissions\n    }\n  }\n": types.ViewerDocument,
    "\n  query Store {\n    store {\n      id\n      name\n      domain\n      currency\n      locale\n      timezone\n    }\n  }\n": types.StoreDocument,
    "\n  query AffiliateList($page: Int, $perPage: Int, $search: String, $email: String) {\n    affiliates(page: $page, perPage: $perPage, search: $search, email: $email) {\n      meta {\n        ...PageMetaFields\n      }\n      data {\n        id\n        name\n        refCode\n        email\n        percentCommission\n        balance\n        statistics {\n          revenue\n          sales\n        }\n      }\n    }\n  }\n": types.AffiliateListDocument,
    "\n  query AffiliateDetail($id: Int!) {\n    affiliate(id: $id) {\n      id\n      name\n      refCode\n      email\n      percentCommission\n      balance\n      minWithdraw\n      selfAffiliated\n      linkedDiscountId\n      withdrawSettings {\n        fullName\n        pixKey\n        pixKeyType\n        cpfCnpj\n      }\n      packageCommissions {\n        id\n        packageId\n        package {\n          id\n          name\n        }\n        percentCommission\n      }\n      statistics {\n        revenue\n        sales\n      }\n      createdAt\n      updatedAt\n    }\n  }\n": types.AffiliateDetailDocument,
    "\n  mutation AffiliateCreate($input: AffiliateInput!) {\n    createAffiliate(input: $input) {\n      id\n      name\n    }\n  }\n": types.AffiliateCreateDocument,
    "\n  mutation AffiliateUpdate($id: Int!, $input: AffiliateInput!) {\n    updateAffiliate(id: $id, input: $input) {\n      id\n      name\n      refCode\n      email\n      percentCommission\n      balance\n      minWithdraw\n      selfAffiliated\n      linkedDiscountId\n      withdrawSettings {\n        fullName\n        pixKey\n        pixKeyType\n        cpfCnpj\n      }\n      packageCommissions {\n        id\n        packageId\n        package {\n          id\n          name\n        }\n        percentCommission\n      }\n      updatedAt\n    }\n  }\n": types.AffiliateUpdateDocument,
    "\n  mutation AffiliateDelete($id: Int!) {\n    deleteAffiliate(id: $id)\n  }\n": types.AffiliateDeleteDocument,
    "\n  query AffiliateWithdrawRequests($first: Int, $after: String, $last: Int, $before: String, $affiliateId: Int, $operation: WithdrawOperation) {\n    withdrawRequestsConnection(first: $first, after: $after, last: $last, before: $before, affiliateId: $affiliateId, operation: $operation) {\n      totalCount\n      pageInfo {\n        ...PageInfoFields\n      }\n      edges {\n        cursor\n        node {\n          id\n          affiliateId\n          affiliate {\n            id\n            name\n          }\n          operation\n          amount\n          message\n          createdAt\n          updatedAt\n        }\n      }\n    }\n  }\n": types.AffiliateWithdrawRequestsDocument,
    "\n  mutation AffiliateCreateWithdrawRequest($input: WithdrawRequestInput!) {\n    createWithdrawRequest(input: $input) {\n      id\n      affiliateId\n      operation\n      amount\n    }\n  }\n": types.AffiliateCreateWithdrawRequestDocument,
    "\n  mutation AffiliateSettleWithdrawRequest($id: Int!, $input: SettleWithdrawInput!) {\n    settleWithdrawRequest(id: $id, input: $input) {\n      id\n      affiliateId\n      operation\n      amount\n      message\n      updatedAt\n    }\n  }\n": types.AffiliateSettleWithdrawRequestDocument,
    "\n  query AffiliatePackageSearch($name: String, $perPage: Int) {\n    packages(name: $name, perPage: $perPage) {\n      meta {\n        total\n      }\n      data {\n        id\n        name\n        priceDisplay\n        category {\n          id\n          name\n        }\n      }\n    }\n  }\n": types.AffiliatePackageSearchDocument,
    "\n  query AffiliateCoupons($page: Int, $perPage: Int) {\n    coupons(page: $page, perPage: $perPage) {\n      meta {\n        total\n      }\n      data {\n        id\n        code\n        enabled\n      }\n    }\n  }\n": types.AffiliateCouponsDocument,
    "\n  query AffiliatePicker($search: String, $perPage: Int) {\n    affiliates(search: $search, perPage: $perPage) {\n      meta {\n        total\n      }\n      data {\n        id\n        name\n        email\n        balance\n        minWithdraw\n      }\n    }\n  }\n": types.AffiliatePickerDocument,
    "\n  query AffiliateSummary($id: Int!) {\n    affiliate(id: $id) {\n      id\n      name\n      email\n      balance\n      minWithdraw\n    }\n  }\n": types.AffiliateSummaryDocument,
    "\n  query ApiKeysList($page: Int, $perPage: Int) {\n    apiKeys(page: $page, perPage: $perPage) {\n      meta {\n        ...PageMetaFields\n      }\n      data {\n        id\n        name\n        prefix\n        permissions\n        fullAccess\n        expiresAt\n        lastUsedAt\n        revokedAt\n        createdAt\n      }\n    }\n  }\n": types.ApiKeysListDocument,
    "\n  mutation ApiKeysCreate($input: CreateApiKeyInput!) {\n    createApiKey(input: $input) {\n      id\n      name\n      prefix\n      permissions\n      fullAccess\n      expiresAt\n      lastUsedAt\n      revokedAt\n      createdAt\n      secret\n    }\n  }\n": types.ApiKeysCreateDocument,
    "\n  mutation ApiKeysRevoke($id: Int!) {\n    revokeApiKey(id: $id)\n  }\n": types.ApiKeysRevokeDocument,
    "\n  query AuditEntries(\n    $page: Int\n    $perPage: Int\n    $actorType: ActorKind\n    $actorId: Int\n    $recordType: String\n    $recordId: String\n    $operation: String\n    $from: String\n    $to: String\n  ) {\n    auditEntries(\n      page: $page\n      perPage: $perPage\n      actorType: $actorType\n      actorId: $actorId\n      recordType: $recordType\n      recordId: $recordId\n      operation: $operation\n      from: $from\n      to: $to\n    ) {\n      meta {\n        ...PageMetaFields\n      }\n      data {\n        id\n        actorType\n        actorId\n        actorName\n        operation\n        recordType\n        recordId\n        action\n        before\n        after\n        ip\n        createdAt\n      }\n    }\n  }\n": types.AuditEntriesDocument,
    "\n  fragment BanFields on Ban {\n    id\n    kind\n    value\n    reason\n    expiresAt\n    active\n    createdBy\n    createdAt\n  }\n": types.BanFieldsFragmentDoc,
    "\n  query BansList($page: Int, $perPage: Int, $kind: BanKind, $search: String, $active: Boolean) {\n    bans(page: $page, perPage: $perPage, kind: $kind, search: $search, active: $active) {\n      meta {\n        ...PageMetaFields\n      }\n      data {\n        ...BanFields\n      }\n    }\n  }\n": types.BansListDocument,
    "\n  mutation BansCreate($input: CreateBanInput!) {\n    createBan(input: $input) {\n      ...BanFields\n    }\n  }\n": types.BansCreateDocument,
    "\n  mutation BansDelete($id: Int!) {\n    deleteBan(id: $id)\n  }\n": types.BansDeleteDocument,
    "\n  query BansRefusals($page: Int, $perPage: Int, $kind: BanKind, $email: String, $clientIdentifier: String) {\n    banRefusals(page: $page, perPage: $perPage, kind: $kind, email: $email, clientIdentifier: $clientIdentifier) {\n      meta {\n        ...PageMetaFields\n      }\n      data {\n        id\n        banId\n        kind\n        value\n        clientEmail\n        clientIdentifier\n        ip\n        createdAt\n      }\n    }\n  }\n": types.BansRefusalsDocument,
    "\n  query CatalogCategories($page: Int, $perPage: Int) {\n    categories(page: $page, perPage: $perPage) {\n      meta {\n        ...PageMetaFields\n      }\n      data {\n        id\n        name\n        slug\n        parentId\n        position\n        hideCategory\n        hideSubcategory\n      }\n    }\n  }\n": types.CatalogCategoriesDocument,
    "\n  query CatalogCategory($id: Int!) {\n    category(id: $id) {\n      id\n      name\n      slug\n      parentId\n      position\n      hideCategory\n      hideSubcategory\n      image\n      banner\n      createdAt\n      updatedAt\n    }\n  }\n": types.CatalogCategoryDocument,
    "\n  mutation CatalogCreateCategory($input: CreateCategoryInput!) {\n    createCategory(input: $input) {\n      id\n      name\n      slug\n      parentId\n      position\n      hideCategory\n      hideSubcategory\n      image\n      banner\n    }\n  }\n": types.CatalogCreateCategoryDocument,
    "\n  mutation CatalogUpdateCategory($id: Int!, $input: UpdateCategoryInput!) {\n    updateCategory(id: $id, input: $input) {\n      id\n      name\n      slug\n      parentId\n      position\n      hideCategory\n      hideSubcategory\n      image\n      banner\n    }\n  }\n": types.CatalogUpdateCategoryDocument,
    "\n  mutation CatalogDeleteCategory($id: Int!) {\n    deleteCategory(id: $id)\n  }\n": types.CatalogDeleteCategoryDocument,
    "\n  query CatalogPackages($page: Int, $perPage: Int, $categoryId: Int, $name: String) {\n    packages(page: $page, perPage: $perPage, categoryId: $categoryId, name: $name) {\n      meta {\n        ...PageMetaFields\n      }\n      data {\n        id\n        name\n        enabled\n        type\n        priceDisplay\n        inventoryAmount\n        parentId\n        category {\n          id\n          name\n        }\n      }\n    }\n  }\n": types.CatalogPackagesDocument,
    "\n  fragment CatalogPackageDetail on Package {\n    id\n    name\n    slug\n    description\n    categoryId\n    parentId\n    isVariationParent\n    position\n    enabled\n    type\n    price\n    priceDisplay\n    compareAtPrice\n    expiryDays\n    subscription {\n      interval\n      intervalCount\n    }\n    giftCardValue\n    inventoryAmount\n    perUserLimit\n    image\n    icon\n    commands {\n      id\n      type\n      command\n      gameServerId\n      offlineExecute\n      schedule\n      executeOnce\n    }\n    discordActions {\n      id\n      type\n      action\n      parameters {\n        roleId\n        channelId\n        message\n      }\n    }\n    licenseKeys {\n      id\n      key\n      used\n      usedAt\n    }\n    fields {\n      id\n      name\n      type\n      description\n      required\n    }\n    variables\n    email {\n      title\n      content\n    }\n    createdAt\n    updatedAt\n  }\n": types.CatalogPackageDetailFragmentDoc,
    "\n  query CatalogPackage($id: Int!) {\n    package(id: $id) {\n      ...CatalogPackageDetail\n    }\n  }\n": types.CatalogPackageDocument,
    "\n  query CatalogPackageFormOptions($servers: Boolean! = true, $variables: Boolean! = true) {\n    gameServers(perPage: 100) @include(if: $servers) {\n      meta {\n        total\n      }\n      data {\n        id\n        name\n      }\n    }\n    variables @include(if: $variables) {\n      id\n      name\n      description\n    }\n  }\n": types.CatalogPackageFormOptionsDocument,
    "\n  mutation CatalogCreatePackage($input: CreatePackageInput!) {\n    createPackage(input: $input) {\n      id\n      name\n    }\n  }\n": types.CatalogCreatePackageDocument,
    "\n  mutation CatalogUpdatePackage($id: Int!, $input: UpdatePackageInput!) {\n    updatePackage(id: $id, input: $input) {\n      ...CatalogPackageDetail\n    }\n  }\n": types.CatalogUpdatePackageDocument,
    "\n  mutation CatalogDeletePackage($id: Int!) {\n    deletePackage(id: $id)\n  }\n": types.CatalogDeletePackageDocument,
    "\n  query CatalogPackageLicenseKeys($packageId: Int!, $page: Int, $perPage: Int) {\n    packageLicenseKeys(packageId: $packageId, page: $page, perPage: $perPage) {\n      meta {\n        ...PageMetaFields\n      }\n      data {\n        id\n        value\n        used\n        usedAt\n        createdAt\n      }\n    }\n  }\n": types.CatalogPackageLicenseKeysDocument,
    "\n  mutation CatalogAddLicenseKeys($packageId: Int!, $input: AddLicenseKeysInput!) {\n    addPackageLicenseKeys(packageId: $packageId, input: $input) {\n      id\n      value\n      used\n      usedAt\n      createdAt\n    }\n  }\n": types.CatalogAddLicenseKeysDocument,
    "\n  fragment CouponFormFields on Coupon {\n    id\n    code\n    type\n    value\n    enabled\n    maxUses\n    uses\n    expiresAt\n    minPrice\n    limitCriteria\n    startsAt\n    packageIds\n    categoryIds\n    maxUsesPerBuyer\n    firstPurchaseOnly\n    combinableWithSales\n    createdAt\n    updatedAt\n  }\n": types.CouponFormFieldsFragmentDoc,
    "\n  query CouponPage($page: Int, $perPage: Int, $code: String) {\n    coupons(page: $page, perPage: $perPage, code: $code) {\n      meta {\n        ...PageMetaFields\n      }\n      data {\n        ...CouponFormFields\n      }\n    }\n  }\n": types.CouponPageDocument,
    "\n  query CouponOne($id: Int!) {\n    coupon(id: $id) {\n      ...CouponFormFields\n    }\n  }\n": types.CouponOneDocument,
    "\n  mutation CouponFormCreate($input: CouponInput!) {\n    createCoupon(input: $input) {\n      ...CouponFormFields\n    }\n  }\n": types.CouponFormCreateDocument,
    "\n  mutation CouponFormUpdate($id: Int!, $input: CouponInput!) {\n    updateCoupon(id: $id, input: $input) {\n      ...CouponFormFields\n    }\n  }\n": types.CouponFormUpdateDocument,
    "\n  mutation CouponFormDelete($id: Int!) {\n    deleteCoupon(id: $id)\n  }\n": types.CouponFormDeleteDocument,
    "\n  query DashboardGatewayReport($from: String, $to: String) {\n    gatewayReport(from: $from, to: $to) {\n      gateway\n      gatewayDisplay\n      sales\n      revenue\n      grossRevenue\n    }\n  }\n": types.DashboardGatewayReportDocument,
    "\n  query DashboardVisitorsGraph($from: String, $to: String) {\n    visitorsGraph(from: $from, to: $to) {\n      variation\n      graph {\n        date\n        visits\n      }\n    }\n  }\n": types.DashboardVisitorsGraphDocument,
    "\n  query DashboardTopCustomers($from: String, $to: String, $limit: Int) {\n    topCustomers(from: $from, to: $to, limit: $limit) {\n      from\n      to\n      data {\n        username\n        identifier\n        purchases\n        spent\n      }\n    }\n  }\n": types.DashboardTopCustomersDocument,
    "\n  query GameServerList($page: Int, $perPage: Int) {\n    gameServers(page: $page, perPage: $perPage) {\n      meta {\n        ...PageMetaFields\n      }\n      data {\n        id\n        name\n        type\n        createdAt\n        updatedAt\n      }\n    }\n  }\n": types.GameServerListDocument,
    "\n  query GameServerOne($id: Int!) {\n    gameServer(id: $id) {\n      id\n      name\n      type\n      createdAt\n      updatedAt\n    }\n  }\n": types.GameServerOneDocument,
    "\n  mutation GameServerCreate($input: CreateGameServerInput!) {\n    createGameServer(input: $input) {\n      id\n      name\n      type\n      token\n      createdAt\n      updatedAt\n    }\n  }\n": types.GameServerCreateDocument,
    "\n  mutation GameServerUpdate($id: Int!, $input: UpdateGameServerInput!) {\n    updateGameServer(id: $id, input: $input) {\n      id\n      name\n      type\n      createdAt\n      updatedAt\n    }\n  }\n": types.GameServerUpdateDocument,
    "\n  mutation GameServerRotateToken($id: Int!) {\n    rotateGameServerToken(id: $id) {\n      id\n      token\n      updatedAt\n    }\n  }\n": types.GameServerRotateTokenDocument,
    "\n  mutation GameServerDelete($id: Int!) {\n    deleteGameServer(id: $id)\n  }\n": types.GameServerDeleteDocument,
    "\n  fragment GiftCardFields on GiftCard {\n    id\n    last4\n    initialValue\n    balance\n    currency\n    enabled\n    expiresAt\n    note\n    recipientEmail\n    orderId\n    createdBy\n    createdAt\n    updatedAt\n  }\n": types.GiftCardFieldsFragmentDoc,
    "\n  query GiftCardList($page: Int, $perPage: Int, $enabled: Boolean, $q: String) {\n    giftCards(page: $page, perPage: $perPage, enabled: $enabled, q: $q) {\n      meta {\n        ...PageMetaFields\n      }\n      data {\n        ...GiftCardFields\n      }\n    }\n  }\n": types.GiftCardListDocument,
    "\n  query GiftCardOne($id: Int!) {\n    giftCard(id: $id) {\n      ...GiftCardFields\n      transactions {\n        id\n        kind\n        amount\n        balanceAfter\n        orderId\n        note\n        createdAt\n      }\n    }\n  }\n": types.GiftCardOneDocument,
    "\n  mutation GiftCardIssue($input: IssueGiftCardInput!) {\n    issueGiftCard(input: $input) {\n      code\n      giftCard {\n        ...GiftCardFields\n      }\n    }\n  }\n": types.GiftCardIssueDocument,
    "\n  mutation GiftCardUpdate($id: Int!, $input: UpdateGiftCardInput!) {\n    updateGiftCard(id: $id, input: $input) {\n      ...GiftCardFields\n    }\n  }\n": types.GiftCardUpdateDocument,
    "\n  mutation GiftCardAdjust($id: Int!, $input: AdjustGiftCardInput!) {\n    adjustGiftCard(id: $id, input: $input) {\n      ...GiftCardFields\n    }\n  }\n": types.GiftCardAdjustDocument,
    "\n  query OrdersList(\n    $first: Int\n    $after: String\n    $last: Int\n    $before: String\n    $status: OrderStatus\n    $clientIdentifier: String\n    $email: String\n    $gateway: Gateway\n    $from: String\n    $to: String\n  ) {\n    ordersConnection(\n      first: $first\n      after: $after\n      last: $last\n      before: $before\n      status: $status\n      clientIdentifier: $clientIdentifier\n      email: $email\n      gateway: $gateway\n      from: $from\n      to: $to\n    ) {\n      totalCount\n      pageInfo {\n        ...PageInfoFields\n      }\n      edges {\n        cursor\n        node {\n          id\n          internalId\n          clientIdentifier\n          clientName\n          clientEmail\n          status\n          statusDisplay\n          price\n          priceDisplay\n          currency\n          gateway\n          gatewayDisplay\n          manuallyCreated\n          createdAt\n          paidAt\n          reviewReason\n        }\n      }\n    }\n  }\n": types.OrdersListDocument,
    "\n  query OrdersDetail($id: Int!) {\n    order(id: $id) {\n      id\n      internalId\n      externalId\n      reviewReason\n      subscriptionId\n      refund {\n        status\n        gateway\n        amountDisplay\n        attempts\n        error\n        providerRefundedAt\n        appliedAt\n        updatedAt\n      }\n      clientIdentifier\n      clientEmail\n      clientName\n      clientDocument\n      clientPhone\n      clientDiscord\n      price\n      priceDisplay\n      netReceived\n      subtotal\n      saleDiscount\n      couponDiscount\n      giftCardAmount\n      currency\n      promoCode\n      promoType\n      promoValue\n      gateway\n      gatewayDisplay\n      paymentMethod\n      metadata\n      status\n      statusDisplay\n      allowedStatuses\n      manuallyCreated\n      manuallyApproved\n      manuallyRefunded\n      paidAt\n      createdAt\n      updatedAt\n      packages {\n        id\n        packageId\n        package {\n          id\n          name\n          fields {\n            id\n            name\n          }\n        }\n        name\n        quantity\n        unitPrice\n        price\n        fields\n      }\n      variables {\n        id\n        name\n        value\n        updatedAt\n      }\n      notes {\n        id\n        userId\n        content\n        createdAt\n        updatedAt\n      }\n      deliveries {\n        id\n        orderPackageId\n        licenseKeyId\n        type\n        value\n        render\n        createdAt\n        updatedAt\n      }\n      commands {\n        id\n        command\n        type\n        status\n        attempts\n        response\n        reason\n        offlineExecute\n        executeAt\n        gameServerId\n        gameServer {\n          id\n          name\n        }\n        createdAt\n        updatedAt\n      }\n      emails {\n        ...OrdersEmailFields\n      }\n      discordActions {\n        ...DiscordActionFields\n      }\n    }\n  }\n": types.OrdersDetailDocument,
    "\n  fragment DiscordActionFields on OrderDiscordAction {\n    id\n    type\n    action\n    roleId\n    channelId\n    userId\n    message\n    automatic\n    status\n    attempts\n    lastError\n    runAt\n    doneAt\n    updatedAt\n  }\n": types.DiscordActionFieldsFragmentDoc,
    "\n  mutation OrdersRetryDiscordActions($orderId: Int!) {\n    retryOrderDiscordActions(orderId: $orderId) {\n      ...DiscordActionFields\n    }\n  }\n": types.OrdersRetryDiscordActionsDocument,
    "\n  fragment OrdersEmailFields on OrderEmail {\n    id\n    kind\n    to\n    subject\n    status\n    attempts\n    lastError\n    nextAttemptAt\n    sentAt\n    createdAt\n    updatedAt\n  }\n": types.OrdersEmailFieldsFragmentDoc,
    "\n  mutation OrdersUpdate($id: Int!, $input: UpdateOrderInput!) {\n    updateOrder(id: $id, input: $input) {\n      id\n      status\n      statusDisplay\n      allowedStatuses\n      clientIdentifier\n      clientDiscord\n      manuallyApproved\n      manuallyRefunded\n      paidAt\n      updatedAt\n    }\n  }\n": types.OrdersUpdateDocument,
    "\n  mutation OrdersCreateNote($orderId: Int!, $input: OrderNoteInput!) {\n    createOrderNote(orderId: $orderId, input: $input) {\n      id\n      orderId\n      content\n      createdAt\n      updatedAt\n    }\n  }\n": types.OrdersCreateNoteDocument,
    "\n  mutation OrdersUpdateNote($orderId: Int!, $noteId: Int!, $input: OrderNoteInput!) {\n    updateOrderNote(orderId: $orderId, noteId: $noteId, input: $input) {\n      id\n      orderId\n      content\n      updatedAt\n    }\n  }\n": types.OrdersUpdateNoteDocument,
    "\n  mutation OrdersDeleteNote($orderId: Int!, $noteId: Int!) {\n    deleteOrderNote(orderId: $orderId, noteId: $noteId)\n  }\n": types.OrdersDeleteNoteDocument,
    "\n  mutation OrdersUpdateDelivery($orderId: Int!, $deliveryId: Int!, $input: DeliveryInput!) {\n    updateDelivery(orderId: $orderId, deliveryId: $deliveryId, input: $input) {\n      id\n      value\n      updatedAt\n    }\n  }\n": types.OrdersUpdateDeliveryDocument,
    "\n  mutation OrdersResendCommands($orderId: Int!) {\n    resendOrderCommands(orderId: $orderId) {\n      message\n      commands {\n        id\n        status\n        attempts\n        executeAt\n        updatedAt\n      }\n    }\n  }\n": types.OrdersResendCommandsDocument,
    "\n  mutation OrdersResendEmails($orderId: Int!) {\n    resendOrderEmails(orderId: $orderId) {\n      ...OrdersEmailFields\n    }\n  }\n": types.OrdersResendEmailsDocument,
    "\n  mutation OrdersUpdateCommand($id: Int!, $input: UpdateCommandInput!) {\n    updateCommand(id: $id, input: $input) {\n      id\n      status\n      response\n      reason\n      attempts\n      executeAt\n      updatedAt\n    }\n  }\n": types.OrdersUpdateCommandDocument,
    "\n  mutation OrdersCreate($input: CheckoutInput!) {\n    createOrder(input: $input) {\n      id\n      internalId\n      status\n    }\n  }\n": types.OrdersCreateDocument,
    "\n  query OrdersFormOptions($page: Int, $name: String, $variables: Boolean! = true) {\n    packages(page: $page, perPage: 100, name: $name) {\n      meta {\n        total\n        currentPage\n        lastPage\n        perPage\n      }\n      data {\n        id\n        name\n        enabled\n        type\n        price\n        priceDisplay\n        variables\n        fields {\n          id\n          name\n          type\n          description\n          required\n        }\n      }\n    }\n    variables @include(if: $variables) {\n      id\n      name\n      description\n    }\n  }\n": types.OrdersFormOptionsDocument,
    "\n  query PaymentsGateways {\n    paymentGateways {\n      ...PaymentGatewayFields\n    }\n  }\n": types.PaymentsGatewaysDocument,
    "\n  mutation PaymentsUpdateGateway($gateway: String!, $input: PaymentGatewayInput!) {\n    updatePaymentGateway(gateway: $gateway, input: $input) {\n      ...PaymentGatewayFields\n    }\n  }\n": types.PaymentsUpdateGatewayDocument,
    "\n  fragment PaymentGatewayFields on PaymentGateway {\n    gateway\n    enabled\n    name\n    display\n    configured\n    credentials\n    notificationUrl\n    updatedAt\n  }\n": types.PaymentGatewayFieldsFragmentDoc,
    "\n  fragment RoleFields on StaffRole {\n    id\n    name\n    builtIn\n    permissions\n  }\n": types.RoleFieldsFragmentDoc,
    "\n  query RolesList {\n    staffRoles {\n      ...RoleFields\n    }\n  }\n": types.RolesListDocument,
    "\n  query PermissionVocabulary {\n    permissions {\n      name\n      description\n    }\n  }\n": types.PermissionVocabularyDocument,
    "\n  mutation RolesCreate($input: StaffRoleInput!) {\n    createStaffRole(input: $input) {\n      ...RoleFields\n    }\n  }\n": types.RolesCreateDocument,
    "\n  mutation RolesUpdate($id: Int!, $input: StaffRoleInput!) {\n    updateStaffRole(id: $id, input: $input) {\n      ...RoleFields\n    }\n  }\n": types.RolesUpdateDocument,
    "\n  mutation RolesDelete($id: Int!) {\n    deleteStaffRole(id: $id)\n  }\n": types.RolesDeleteDocument,
    "\n  fragment SaleFields on Sale {\n    id\n    name\n    type\n    value\n    packageIds\n    categoryIds\n    startsAt\n    endsAt\n    enabled\n    status\n    createdAt\n    updatedAt\n  }\n": types.SaleFieldsFragmentDoc,
    "\n  query SaleList($page: Int, $perPage: Int, $status: SaleStatusFilter) {\n    sales(page: $page, perPage: $perPage, status: $status) {\n      meta {\n        ...PageMetaFields\n      }\n      data {\n        ...SaleFields\n      }\n    }\n  }\n": types.SaleListDocument,
    "\n  query SaleOne($id: Int!) {\n    sale(id: $id) {\n      ...SaleFields\n    }\n  }\n": types.SaleOneDocument,
    "\n  mutation SaleCreate($input: SaleInput!) {\n    createSale(input: $input) {\n      ...SaleFields\n    }\n  }\n": types.SaleCreateDocument,
    "\n  mutation SaleUpdate($id: Int!, $input: SaleInput!) {\n    updateSale(id: $id, input: $input) {\n      ...SaleFields\n    }\n  }\n": types.SaleUpdateDocument,
    "\n  mutation SaleDelete($id: Int!) {\n    deleteSale(id: $id)\n  }\n": types.SaleDeleteDocument,
    "\n  query SecuritySettings {\n    securitySettings {\n      requireTwoFactor\n      auditRetentionDays\n    }\n  }\n": types.SecuritySettingsDocument,
    "\n  mutation SecurityUpdate($input: SecuritySettingsInput!) {\n    updateSecuritySettings(input: $input) {\n      requireTwoFactor\n      auditRetentionDays\n    }\n  }\n": types.SecurityUpdateDocument,
    "\n  query SettingsStore {\n    store {\n      ...SettingsFields\n    }\n  }\n": types.SettingsStoreDocument,
    "\n  mutation SettingsUpdateStore($input: UpdateStoreInput!) {\n    updateStore(input: $input) {\n      ...SettingsFields\n    }\n  }\n": types.SettingsUpdateStoreDocument,
    "\n  fragment SettingsFields on Store {\n    id\n    name\n    domain\n    currency\n    locale\n    timezone\n    theme {\n      primaryColor\n      logo\n      banner\n    }\n    requireDocument\n    requirePhone\n    discordMode\n    returnUrl\n    cancelUrl\n    mailFromName\n    mailReplyTo\n    discordGuildId\n    discordBotTokenSet\n    discordBotTokenLast4\n    banOnChargeback\n    buyerEmailSignIn\n    buyerDiscordSignIn\n    discordClientId\n    discordClientSecretSet\n    discordClientSecretLast4\n    updatedAt\n  }\n": types.SettingsFieldsFragmentDoc,
    "\n  fragment StaffUserFields on StaffUser {\n    id\n    email\n    name\n    role\n    roleId\n    roleName\n    permissions\n    status\n    twoFactorEnabled\n    lockedUntil\n    liveSessions\n    lastSignInAt\n    createdAt\n  }\n": types.StaffUserFieldsFragmentDoc,
    "\n  query StaffList($page: Int, $perPage: Int, $status: StaffUserStatus) {\n    staffUsers(page: $page, perPage: $perPage, status: $status) {\n      meta {\n        ...PageMetaFields\n      }\n      data {\n        ...StaffUserFields\n      }\n    }\n  }\n": types.StaffListDocument,
    "\n  query StaffRoles {\n    staffRoles {\n      id\n      name\n      builtIn\n      permissions\n    }\n  }\n": types.StaffRolesDocument,
    "\n  mutation StaffInvite($input: InviteStaffUserInput!) {\n    inviteStaffUser(input: $input) {\n      inviteSent\n      staffUser {\n        ...StaffUserFields\n      }\n    }\n  }\n": types.StaffInviteDocument,
    "\n  mutation StaffUpdate($id: Int!, $input: UpdateStaffUserInput!) {\n    updateStaffUser(id: $id, input: $input) {\n      ...StaffUserFields\n    }\n  }\n": types.StaffUpdateDocument,
    "\n  mutation StaffRemove($id: Int!) {\n    removeStaffUser(id: $id)\n  }\n": types.StaffRemoveDocument,
    "\n  mutation StaffResendInvite($id: Int!) {\n    resendStaffInvite(id: $id) {\n      inviteSent\n      staffUser {\n        ...StaffUserFields\n      }\n    }\n  }\n": types.StaffResendInviteDocument,
    "\n  mutation StaffRevokeSessions($id: Int!) {\n    revokeStaffSessions(id: $id)\n  }\n": types.StaffRevokeSessionsDocument,
    "\n  query SubscriptionsList(\n    $page: Int\n    $perPage: Int\n    $status: SubscriptionStatus\n    $clientIdentifier: String\n    $email: String\n    $packageId: Int\n  ) {\n    subscriptions(page: $page, perPage: $perPage, status: $status, clientIdentifier: $clientIdentifier, email: $email, packageId: $packageId) {\n      meta {\n        ...PageMetaFields\n      }\n      data {\n        id\n        status\n        gateway\n        packageId\n        packageName\n        interval\n        intervalCount\n        priceDisplay\n        clientIdentifier\n        clientEmail\n        clientName\n        currentPeriodEnd\n        renewals\n        cancelAtPeriodEnd\n      }\n    }\n  }\n": types.SubscriptionsListDocument,
    "\n  fragment SubscriptionsDetailFields on StoreSubscription {\n    id\n    status\n    gateway\n    providerId\n    providerCustomerId\n    packageId\n    packageName\n    interval\n    intervalCount\n    price\n    currency\n    priceDisplay\n    clientIdentifier\n    clientEmail\n    clientName\n    clientDiscord\n    currentPeriodStart\n    currentPeriodEnd\n    renewals\n    cancelAtPeriodEnd\n    canceledAt\n    pastDueAt\n    expiredAt\n    createdAt\n    updatedAt\n  }\n": types.SubscriptionsDetailFieldsFragmentDoc,
    "\n  query SubscriptionsDetail($id: Int!) {\n    subscription(id: $id) {\n      ...SubscriptionsDetailFields\n      orders {\n        id\n        internalId\n        status\n        price\n        currency\n        reviewReason\n        paidAt\n        createdAt\n      }\n    }\n  }\n": types.SubscriptionsDetailDocument,
    "\n  mutation SubscriptionsCancel($id: Int!, $atPeriodEnd: Boolean!) {\n    cancelSubscription(id: $id, atPeriodEnd: $atPeriodEnd) {\n      ...SubscriptionsDetailFields\n    }\n  }\n": types.SubscriptionsCancelDocument,
    "\n  query WebhookList($page: Int, $perPage: Int) {\n    webhooks(page: $page, perPage: $perPage) {\n      meta {\n        ...PageMetaFields\n      }\n      data {\n        id\n        name\n        url\n        scopes\n        enabled\n        disabledReason\n        createdAt\n      }\n    }\n  }\n": types.WebhookListDocument,
    "\n  query WebhookOne($id: Int!) {\n    webhook(id: $id) {\n      id\n      name\n      url\n      scopes\n      enabled\n      disabledReason\n      createdAt\n      updatedAt\n    }\n  }\n": types.WebhookOneDocument,
    "\n  query WebhookLogs($webhookId: Int, $first: Int, $after: String, $last: Int, $before: String, $event: WebhookEvent, $success: Boolean) {\n    webhookLogsConnection(webhookId: $webhookId, first: $first, after: $after, last: $last, before: $before, event: $event, success: $success) {\n      totalCount\n      pageInfo {\n        ...PageInfoFields\n      }\n      edges {\n        cursor\n        node {\n          id\n          webhookId\n          event\n          url\n          requestBody\n          responseStatus\n          responseBody\n          responseTimeMs\n          success\n          error\n          isResend\n          originalLogId\n          createdAt\n        }\n      }\n    }\n  }\n": types.WebhookLogsDocument,
    "\n  mutation WebhookCreate($input: CreateWebhookInput!) {\n    createWebhook(input: $input) {\n      id\n      name\n      url\n      scopes\n      enabled\n      disabledReason\n      secret\n      createdAt\n      updatedAt\n    }\n  }\n": types.WebhookCreateDocument,
    "\n  mutation WebhookUpdate($id: Int!, $input: UpdateWebhookInput!) {\n    updateWebhook(id: $id, input: $input) {\n      id\n      name\n      url\n      scopes\n      enabled\n      disabledReason\n      createdAt\n      updatedAt\n    }\n  }\n": types.WebhookUpdateDocument,
    "\n  mutation WebhookRotateSecret($id: Int!) {\n    rotateWebhookSecret(id: $id) {\n      id\n      secret\n      updatedAt\n    }\n  }\n": types.WebhookRotateSecretDocument,
    "\n  mutation WebhookDelete($id: Int!) {\n    deleteWebhook(id: $id)\n  }\n": types.WebhookDeleteDocument,
    "\n  mutation WebhookSendTest($id: Int!) {\n    testWebhook(id: $id) {\n      id\n      event\n      responseStatus\n      success\n      error\n      createdAt\n    }\n  }\n": types.WebhookSendTestDocument,
    "\n  mutation WebhookResendLog($logId: String!) {\n    resendWebhookLog(logId: $logId) {\n      id\n      event\n      responseStatus\n      success\n      error\n      isResend\n      originalLogId\n      createdAt\n    }\n  }\n": types.WebhookResendLogDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ScopePackages($name: String, $perPage: Int) {\n    packages(name: $name, perPage: $perPage) {\n      meta {\n        total\n      }\n      data {\n        id\n        name\n        parentId\n        category {\n          id\n          name\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query ScopePackages($name: String, $perPage: Int) {\n    packages(name: $name, perPage: $perPage) {\n      meta {\n        total\n      }\n      data {\n        id\n        name\n        parentId\n        category {\n          id\n          name\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ScopePackageName($id: Int!) {\n    package(id: $id) {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  query ScopePackageName($id: Int!) {\n    package(id: $id) {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PageMetaFields on PageMeta {\n    total\n    perPage\n    currentPage\n    lastPage\n  }\n"): (typeof documents)["\n  fragment PageMetaFields on PageMeta {\n    total\n    perPage\n    currentPage\n    lastPage\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PageInfoFields on PageInfo {\n    hasNextPage\n    hasPreviousPage\n    startCursor\n    endCursor\n  }\n"): (typeof documents)["\n  fragment PageInfoFields on PageInfo {\n    hasNextPage\n    hasPreviousPage\n    startCursor\n    endCursor\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Viewer {\n    viewer {\n      kind\n      id\n      name\n      role\n      permissions\n    }\n  }\n"): (typeof documents)["\n  query Viewer {\n    viewer {\n      kind\n      id\n      name\n      role\n      permissions\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Store {\n    store {\n      id\n      name\n      domain\n      currency\n      locale\n      timezone\n    }\n  }\n"): (typeof documents)["\n  query Store {\n    store {\n      id\n      name\n      domain\n      currency\n      locale\n      timezone\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AffiliateList($page: Int, $perPage: Int, $search: String, $email: String) {\n    affiliates(page: $page, perPage: $perPage, search: $search, email: $email) {\n      meta {\n        ...PageMetaFields\n      }\n      data {\n        id\n        name\n        refCode\n        email\n        percentCommission\n        balance\n        statistics {\n          revenue\n          sales\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query AffiliateList($page: Int, $perPage: Int, $search: String, $email: String) {\n    affiliates(page: $page, perPage: $perPage, search: $search, email: $email) {\n      meta {\n        ...PageMetaFields\n      }\n      data {\n        id\n        name\n        refCode\n        email\n        percentCommission\n        balance\n        statistics {\n          revenue\n          sales\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AffiliateDetail($id: Int!) {\n    affiliate(id: $id) {\n      id\n      name\n      refCode\n      email\n      percentCommission\n      balance\n      minWithdraw\n      selfAffiliated\n      linkedDiscountId\n      withdrawSettings {\n        fullName\n        pixKey\n        pixKeyType\n        cpfCnpj\n      }\n      packageCommissions {\n        id\n        packageId\n        package {\n          id\n          name\n        }\n        percentCommission\n      }\n      statistics {\n        revenue\n        sales\n      }\n      createdAt\n      updatedAt\n    }\n  }\n"): (typeof documents)["\n  query AffiliateDetail($id: Int!) {\n    affiliate(id: $id) {\n      id\n      name\n      refCode\n      email\n      percentCommission\n      balance\n      minWithdraw\n      selfAffiliated\n      linkedDiscountId\n      withdrawSettings {\n        fullName\n        pixKey\n        pixKeyType\n        cpfCnpj\n      }\n      packageCommissions {\n        id\n        packageId\n        package {\n          id\n          name\n        }\n        percentCommission\n      }\n      statistics {\n        revenue\n        sales\n      }\n      createdAt\n      updatedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AffiliateCreate($input: AffiliateInput!) {\n    createAffiliate(input: $input) {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  mutation AffiliateCreate($input: AffiliateInput!) {\n    createAffiliate(input: $input) {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AffiliateUpdate($id: Int!, $input: AffiliateInput!) {\n    updateAffiliate(id: $id, input: $input) {\n      id\n      name\n      refCode\n      email\n      percentCommission\n      balance\n      minWithdraw\n      selfAffiliated\n      linkedDiscountId\n      withdrawSettings {\n        fullName\n        pixKey\n        pixKeyType\n        cpfCnpj\n      }\n      packageCommissions {\n        id\n        packageId\n        package {\n          id\n          name\n        }\n        percentCommission\n      }\n      updatedAt\n    }\n  }\n"): (typeof documents)["\n  mutation AffiliateUpdate($id: Int!, $input: AffiliateInput!) {\n    updateAffiliate(id: $id, input: $input) {\n      id\n      name\n      refCode\n      email\n      percentCommission\n      balance\n      minWithdraw\n      selfAffiliated\n      linkedDiscountId\n      withdrawSettings {\n        fullName\n        pixKey\n        pixKeyType\n        cpfCnpj\n      }\n      packageCommissions {\n        id\n        packageId\n        package {\n          id\n          name\n        }\n        percentCommission\n      }\n      updatedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AffiliateDelete($id: Int!) {\n    deleteAffiliate(id: $id)\n  }\n"): (typeof documents)["\n  mutation AffiliateDelete($id: Int!) {\n    deleteAffiliate(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AffiliateWithdrawRequests($first: Int, $after: String, $last: Int, $before: String, $affiliateId: Int, $operation: WithdrawOperation) {\n    withdrawRequestsConnection(first: $first, after: $after, last: $last, before: $before, affiliateId: $affiliateId, operation: $operation) {\n      totalCount\n      pageInfo {\n        ...PageInfoFields\n      }\n      edges {\n        cursor\n        node {\n          id\n          affiliateId\n          affiliate {\n            id\n            name\n          }\n          operation\n          amount\n          message\n          createdAt\n          updatedAt\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query AffiliateWithdrawRequests($first: Int, $after: String, $last: Int, $before: String, $affiliateId: Int, $operation: WithdrawOperation) {\n    withdrawRequestsConnection(first: $first, after: $after, last: $last, before: $before, affiliateId: $affiliateId, operation: $operation) {\n      totalCount\n      pageInfo {\n        ...PageInfoFields\n      }\n      edges {\n        cursor\n        node {\n          id\n          affiliateId\n          affiliate {\n            id\n            name\n          }\n          operation\n          amount\n          message\n          createdAt\n          updatedAt\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AffiliateCreateWithdrawRequest($input: WithdrawRequestInput!) {\n    createWithdrawRequest(input: $input) {\n      id\n      affiliateId\n      operation\n      amount\n    }\n  }\n"): (typeof documents)["\n  mutation AffiliateCreateWithdrawRequest($input: WithdrawRequestInput!) {\n    createWithdrawRequest(input: $input) {\n      id\n      affiliateId\n      operation\n      amount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AffiliateSettleWithdrawRequest($id: Int!, $input: SettleWithdrawInput!) {\n    settleWithdrawRequest(id: $id, input: $input) {\n      id\n      affiliateId\n      operation\n      amount\n      message\n      updatedAt\n    }\n  }\n"): (typeof documents)["\n  mutation AffiliateSettleWithdrawRequest($id: Int!, $input: SettleWithdrawInput!) {\n    settleWithdrawRequest(id: $id, input: $input) {\n      id\n      affiliateId\n      operation\n      amount\n      message\n      updatedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AffiliatePackageSearch($name: String, $perPage: Int) {\n    packages(name: $name, perPage: $perPage) {\n      meta {\n        total\n      }\n      data {\n        id\n        name\n        priceDisplay\n        category {\n          id\n          name\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query AffiliatePackageSearch($name: String, $perPage: Int) {\n    packages(name: $name, perPage: $perPage) {\n      meta {\n        total\n      }\n      data {\n        id\n        name\n        priceDisplay\n        category {\n          id\n          name\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AffiliateCoupons($page: Int, $perPage: Int) {\n    coupons(page: $page, perPage: $perPage) {\n      meta {\n        total\n      }\n      data {\n        id\n        code\n        enabled\n      }\n    }\n  }\n"): (typeof documents)["\n  query AffiliateCoupons($page: Int, $perPage: Int) {\n    coupons(page: $page, perPage: $perPage) {\n      meta {\n        total\n      }\n      data {\n        id\n        code\n        enabled\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AffiliatePicker($search: String, $perPage: Int) {\n    affiliates(search: $search, perPage: $perPage) {\n      meta {\n        total\n      }\n      data {\n        id\n        name\n        email\n        balance\n        minWithdraw\n      }\n    }\n  }\n"): (typeof documents)["\n  query AffiliatePicker($search: String, $perPage: Int) {\n    affiliates(search: $search, perPage: $perPage) {\n      meta {\n        total\n      }\n      data {\n        id\n        name\n        email\n        balance\n        minWithdraw\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AffiliateSummary($id: Int!) {\n    affiliate(id: $id) {\n      id\n      name\n      email\n      balance\n      minWithdraw\n    }\n  }\n"): (typeof documents)["\n  query AffiliateSummary($id: Int!) {\n    affiliate(id: $id) {\n      id\n      name\n      email\n      balance\n      minWithdraw\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ApiKeysList($page: Int, $perPage: Int) {\n    apiKeys(page: $page, perPage: $perPage) {\n      meta {\n        ...PageMetaFields\n      }\n      data {\n        id\n        name\n        prefix\n        permissions\n        fullAccess\n        expiresAt\n        lastUsedAt\n        revokedAt\n        createdAt\n      }\n    }\n  }\n"): (typeof documents)["\n  query ApiKeysList($page: Int, $perPage: Int) {\n    apiKeys(page: $page, perPage: $perPage) {\n      meta {\n        ...PageMetaFields\n      }\n      data {\n        id\n        name\n        prefix\n        permissions\n        fullAccess\n        expiresAt\n        lastUsedAt\n        revokedAt\n        createdAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ApiKeysCreate($input: CreateApiKeyInput!) {\n    createApiKey(input: $input) {\n      id\n      name\n      prefix\n      permissions\n      fullAccess\n      expiresAt\n      lastUsedAt\n      revokedAt\n      createdAt\n      secret\n    }\n  }\n"): (typeof documents)["\n  mutation ApiKeysCreate($input: CreateApiKeyInput!) {\n    createApiKey(input: $input) {\n      id\n      name\n      prefix\n      permissions\n      fullAccess\n      expiresAt\n      lastUsedAt\n      revokedAt\n      createdAt\n      secret\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ApiKeysRevoke($id: Int!) {\n    revokeApiKey(id: $id)\n  }\n"): (typeof documents)["\n  mutation ApiKeysRevoke($id: Int!) {\n    revokeApiKey(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AuditEntries(\n    $page: Int\n    $perPage: Int\n    $actorType: ActorKind\n    $actorId: Int\n    $recordType: String\n    $recordId: String\n    $operation: String\n    $from: String\n    $to: String\n  ) {\n    auditEntries(\n      page: $page\n      perPage: $perPage\n      actorType: $actorType\n      actorId: $actorId\n      recordType: $recordType\n      recordId: $recordId\n      operation: $operation\n      from: $from\n      to: $to\n    ) {\n      meta {\n        ...PageMetaFields\n      }\n      data {\n        id\n        actorType\n        actorId\n        actorName\n        operation\n        recordType\n        recordId\n        action\n        before\n        after\n        ip\n        createdAt\n      }\n    }\n  }\n"): (typeof documents)["\n  query AuditEntries(\n    $page: Int\n    $perPage: Int\n    $actorType: ActorKind\n    $actorId: Int\n    $recordType: String\n    $recordId: String\n    $operation: String\n    $from: String\n    $to: String\n  ) {\n    auditEntries(\n      page: $page\n      perPage: $perPage\n      actorType: $actorType\n      actorId: $actorId\n      recordType: $recordType\n      recordId: $recordId\n      operation: $operation\n      from: $from\n      to: $to\n    ) {\n      meta {\n        ...PageMetaFields\n      }\n      data {\n        id\n        actorType\n        actorId\n        actorName\n        operation\n        recordType\n        recordId\n        action\n        before\n        after\n        ip\n        createdAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment BanFields on Ban {\n    id\n    kind\n    value\n    reason\n    expiresAt\n    active\n    createdBy\n    createdAt\n  }\n"): (typeof documents)["\n  fragment BanFields on Ban {\n    id\n    kind\n    value\n    reason\n    expiresAt\n    active\n    createdBy\n    createdAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BansList($page: Int, $perPage: Int, $kind: BanKind, $search: String, $active: Boolean) {\n    bans(page: $page, perPage: $perPage, kind: $kind, search: $search, active: $active) {\n      meta {\n        ...PageMetaFields\n      }\n      data {\n        ...BanFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query BansList($page: Int, $perPage: Int, $kind: BanKind, $search: String, $active: Boolean) {\n    bans(page: $page, perPage: $perPage, kind: $kind, search: $search, active: $active) {\n      meta {\n        ...PageMetaFields\n      }\n      data {\n        ...BanFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BansCreate($input: CreateBanInput!) {\n    createBan(input: $input) {\n      ...BanFields\n    }\n  }\n"): (typeof documents)["\n  mutation BansCreate($input: CreateBanInput!) {\n    createBan(input: $input) {\n      ...BanFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BansDelete($id: Int!) {\n    deleteBan(id: $id)\n  }\n"): (typeof documents)["\n  mutation BansDelete($id: Int!) {\n    deleteBan(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BansRefusals($page: Int, $perPage: Int, $kind: BanKind, $email: String, $clientIdentifier: String) {\n    banRefusals(page: $page, perPage: $perPage, kind: $kind, email: $email, clientIdentifier: $clientIdentifier) {\n      meta {\n        ...PageMetaFields\n      }\n      data {\n        id\n        banId\n        kind\n        value\n        clientEmail\n        clientIdentifier\n        ip\n        createdAt\n      }\n    }\n  }\n"): (typeof documents)["\n  query BansRefusals($page: Int, $perPage: Int, $kind: BanKind, $email: String, $clientIdentifier: String) {\n    banRefusals(page: $page, perPage: $perPage, kind: $kind, email: $email, clientIdentifier: $clientIdentifier) {\n      meta {\n        ...PageMetaFields\n      }\n      data {\n        id\n        banId\n        kind\n        value\n        clientEmail\n        clientIdentifier\n        ip\n        createdAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CatalogCategories($page: Int, $perPage: Int) {\n    categories(page: $page, perPage: $perPage) {\n      meta {\n        ...PageMetaFields\n      }\n      data {\n        id\n        name\n        slug\n        parentId\n        position\n        hideCategory\n        hideSubcategory\n      }\n    }\n  }\n"): (typeof documents)["\n  query CatalogCategories($page: Int, $perPage: Int) {\n    categories(page: $page, perPage: $perPage) {\n      meta {\n        ...PageMetaFields\n      }\n      data {\n        id\n        name\n        slug\n        parentId\n        position\n        hideCategory\n        hideSubcategory\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CatalogCategory($id: Int!) {\n    category(id: $id) {\n      id\n      name\n      slug\n      parentId\n      position\n      hideCategory\n      hideSubcategory\n      image\n      banner\n      createdAt\n      updatedAt\n    }\n  }\n"): (typeof documents)["\n  query CatalogCategory($id: Int!) {\n    category(id: $id) {\n      id\n      name\n      slug\n      parentId\n      position\n      hideCategory\n      hideSubcategory\n      image\n      banner\n      createdAt\n      updatedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CatalogCreateCategory($input: CreateCategoryInput!) {\n    createCategory(input: $input) {\n      id\n      name\n      slug\n      parentId\n      position\n      hideCategory\n      hideSubcategory\n      image\n      banner\n    }\n  }\n"): (typeof documents)["\n  mutation CatalogCreateCategory($input: CreateCategoryInput!) {\n    createCategory(input: $input) {\n      id\n      name\n      slug\n      parentId\n      position\n      hideCategory\n      hideSubcategory\n      image\n      banner\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CatalogUpdateCategory($id: Int!, $input: UpdateCategoryInput!) {\n    updateCategory(id: $id, input: $input) {\n      id\n      name\n      slug\n      parentId\n      position\n      hideCategory\n      hideSubcategory\n      image\n      banner\n    }\n  }\n"): (typeof documents)["\n  mutation CatalogUpdateCategory($id: Int!, $input: UpdateCategoryInput!) {\n    updateCategory(id: $id, input: $input) {\n      id\n      name\n      slug\n      parentId\n      position\n      hideCategory\n      hideSubcategory\n      image\n      banner\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CatalogDeleteCategory($id: Int!) {\n    deleteCategory(id: $id)\n  }\n"): (typeof documents)["\n  mutation CatalogDeleteCategory($id: Int!) {\n    deleteCategory(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CatalogPackages($page: Int, $perPage: Int, $categoryId: Int, $name: String) {\n    packages(page: $page, perPage: $perPage, categoryId: $categoryId, name: $name) {\n      meta {\n        ...PageMetaFields\n      }\n      data {\n        id\n        name\n        enabled\n        type\n        priceDisplay\n        inventoryAmount\n        parentId\n        category {\n          id\n          name\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query CatalogPackages($page: Int, $perPage: Int, $categoryId: Int, $name: String) {\n    packages(page: $page, perPage: $perPage, categoryId: $categoryId, name: $name) {\n      meta {\n        ...PageMetaFields\n      }\n      data {\n        id\n        name\n        enabled\n        type\n        priceDisplay\n        inventoryAmount\n        parentId\n        category {\n          id\n          name\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CatalogPackageDetail on Package {\n    id\n    name\n    slug\n    description\n    categoryId\n    parentId\n    isVariationParent\n    position\n    enabled\n    type\n    price\n    priceDisplay\n    compareAtPrice\n    expiryDays\n    subscription {\n      interval\n      intervalCount\n    }\n    giftCardValue\n    inventoryAmount\n    perUserLimit\n    image\n    icon\n    commands {\n      id\n      type\n      command\n      gameServerId\n      offlineExecute\n      schedule\n      executeOnce\n    }\n    discordActions {\n      id\n      type\n      action\n      parameters {\n        roleId\n        channelId\n        message\n      }\n    }\n    licenseKeys {\n      id\n      key\n      used\n      usedAt\n    }\n    fields {\n      id\n      name\n      type\n      description\n      required\n    }\n    variables\n    email {\n      title\n      content\n    }\n    createdAt\n    updatedAt\n  }\n"): (typeof documents)["\n  fragment CatalogPackageDetail on Package {\n    id\n    name\n    slug\n    description\n    categoryId\n    parentId\n    isVariationParent\n    position\n    enabled\n    type\n    price\n    priceDisplay\n    compareAtPrice\n    expiryDays\n    subscription {\n      interval\n      intervalCount\n    }\n    giftCardValue\n    inventoryAmount\n    perUserLimit\n    image\n    icon\n    commands {\n      id\n      type\n      command\n      gameServerId\n      offlineExecute\n      schedule\n      executeOnce\n    }\n    discordActions {\n      id\n      type\n      action\n      parameters {\n        roleId\n        channelId\n        message\n      }\n    }\n    licenseKeys {\n      id\n      key\n      used\n      usedAt\n    }\n    fields {\n      id\n      name\n      type\n      description\n      required\n    }\n    variables\n    email {\n      title\n      content\n    }\n    createdAt\n    updatedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CatalogPackage($id: Int!) {\n    package(id: $id) {\n      ...CatalogPackageDetail\n    }\n  }\n"): (typeof documents)["\n  query CatalogPackage($id: Int!) {\n    package(id: $id) {\n      ...CatalogPackageDetail\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CatalogPackageFormOptions($servers: Boolean! = true, $variables: Boolean! = true) {\n    gameServers(perPage: 100) @include(if: $servers) {\n      meta {\n        total\n      }\n      data {\n        id\n        name\n      }\n    }\n    variables @include(if: $variables) {\n      id\n      name\n      description\n    }\n  }\n"): (typeof documents)["\n  query CatalogPackageFormOptions($servers: Boolean! = true, $variables: Boolean! = true) {\n    gameServers(perPage: 100) @include(if: $servers) {\n      meta {\n        total\n      }\n      data {\n        id\n        name\n      }\n    }\n    variables @include(if: $variables) {\n      id\n      name\n      description\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CatalogCreatePackage($input: CreatePackageInput!) {\n    createPackage(input: $input) {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  mutation CatalogCreatePackage($input: CreatePackageInput!) {\n    createPackage(input: $input) {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CatalogUpdatePackage($id: Int!, $input: UpdatePackageInput!) {\n    updatePackage(id: $id, input: $input) {\n      ...CatalogPackageDetail\n    }\n  }\n"): (typeof documents)["\n  mutation CatalogUpdatePackage($id: Int!, $input: UpdatePackageInput!) {\n    updatePackage(id: $id, input: $input) {\n      ...CatalogPackageDetail\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CatalogDeletePackage($id: Int!) {\n    deletePackage(id: $id)\n  }\n"): (typeof documents)["\n  mutation CatalogDeletePackage($id: Int!) {\n    deletePackage(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CatalogPackageLicenseKeys($packageId: Int!, $page: Int, $perPage: Int) {\n    packageLicenseKeys(packageId: $packageId, page: $page, perPage: $perPage) {\n      meta {\n        ...PageMetaFields\n      }\n      data {\n        id\n        value\n        used\n        usedAt\n        createdAt\n      }\n    }\n  }\n"): (typeof documents)["\n  query CatalogPackageLicenseKeys($packageId: Int!, $page: Int, $perPage: Int) {\n    packageLicenseKeys(packageId: $packageId, page: $page, perPage: $perPage) {\n      meta {\n        ...PageMetaFields\n      }\n      data {\n        id\n        value\n        used\n        usedAt\n        createdAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CatalogAddLicenseKeys($packageId: Int!, $input: AddLicenseKeysInput!) {\n    addPackageLicenseKeys(packageId: $packageId, input: $input) {\n      id\n      value\n      used\n      usedAt\n      createdAt\n    }\n  }\n"): (typeof documents)["\n  mutation CatalogAddLicenseKeys($packageId: Int!, $input: AddLicenseKeysInput!) {\n    addPackageLicenseKeys(packageId: $packageId, input: $input) {\n      id\n      value\n      used\n      usedAt\n      createdAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CouponFormFields on Coupon {\n    id\n    code\n    type\n    value\n    enabled\n    maxUses\n    uses\n    expiresAt\n    minPrice\n    limitCriteria\n    startsAt\n    packageIds\n    categoryIds\n    maxUsesPerBuyer\n    firstPurchaseOnly\n    combinableWithSales\n    createdAt\n    updatedAt\n  }\n"): (typeof documents)["\n  fragment CouponFormFields on Coupon {\n    id\n    code\n    type\n    value\n    enabled\n    maxUses\n    uses\n    expiresAt\n    minPrice\n    limitCriteria\n    startsAt\n    packageIds\n    categoryIds\n    maxUsesPerBuyer\n    firstPurchaseOnly\n    combinableWithSales\n    createdAt\n    updatedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CouponPage($page: Int, $perPage: Int, $code: String) {\n    coupons(page: $page, perPage: $perPage, code: $code) {\n      meta {\n        ...PageMetaFields\n      }\n      data {\n        ...CouponFormFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query CouponPage($page: Int, $perPage: Int, $code: String) {\n    coupons(page: $page, perPage: $perPage, code: $code) {\n      meta {\n        ...PageMetaFields\n      }\n      data {\n        ...CouponFormFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CouponOne($id: Int!) {\n    coupon(id: $id) {\n      ...CouponFormFields\n    }\n  }\n"): (typeof documents)["\n  query CouponOne($id: Int!) {\n    coupon(id: $id) {\n      ...CouponFormFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CouponFormCreate($input: CouponInput!) {\n    createCoupon(input: $input) {\n      ...CouponFormFields\n    }\n  }\n"): (typeof documents)["\n  mutation CouponFormCreate($input: CouponInput!) {\n    createCoupon(input: $input) {\n      ...CouponFormFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CouponFormUpdate($id: Int!, $input: CouponInput!) {\n    updateCoupon(id: $id, input: $input) {\n      ...CouponFormFields\n    }\n  }\n"): (typeof documents)["\n  mutation CouponFormUpdate($id: Int!, $input: CouponInput!) {\n    updateCoupon(id: $id, input: $input) {\n      ...CouponFormFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CouponFormDelete($id: Int!) {\n    deleteCoupon(id: $id)\n  }\n"): (typeof documents)["\n  mutation CouponFormDelete($id: Int!) {\n    deleteCoupon(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DashboardGatewayReport($from: String, $to: String) {\n    gatewayReport(from: $from, to: $to) {\n      gateway\n      gatewayDisplay\n      sales\n      revenue\n      grossRevenue\n    }\n  }\n"): (typeof documents)["\n  query DashboardGatewayReport($from: String, $to: String) {\n    gatewayReport(from: $from, to: $to) {\n      gateway\n      gatewayDisplay\n      sales\n      revenue\n      grossRevenue\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DashboardVisitorsGraph($from: String, $to: String) {\n    visitorsGraph(from: $from, to: $to) {\n      variation\n      graph {\n        date\n        visits\n      }\n    }\n  }\n"): (typeof documents)["\n  query DashboardVisitorsGraph($from: String, $to: String) {\n    visitorsGraph(from: $from, to: $to) {\n      variation\n      graph {\n        date\n        visits\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DashboardTopCustomers($from: String, $to: String, $limit: Int) {\n    topCustomers(from: $from, to: $to, limit: $limit) {\n      from\n      to\n      data {\n        username\n        identifier\n        purchases\n        spent\n      }\n    }\n  }\n"): (typeof documents)["\n  query DashboardTopCustomers($from: String, $to: String, $limit: Int) {\n    topCustomers(from: $from, to: $to, limit: $limit) {\n      from\n      to\n      data {\n        username\n        identifier\n        purchases\n        spent\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GameServerList($page: Int, $perPage: Int) {\n    gameServers(page: $page, perPage: $perPage) {\n      meta {\n        ...PageMetaFields\n      }\n      data {\n        id\n        name\n        type\n        createdAt\n        updatedAt\n      }\n    }\n  }\n"): (typeof documents)["\n  query GameServerList($page: Int, $perPage: Int) {\n    gameServers(page: $page, perPage: $perPage) {\n      meta {\n        ...PageMetaFields\n      }\n      data {\n        id\n        name\n        type\n        createdAt\n        updatedAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GameServerOne($id: Int!) {\n    gameServer(id: $id) {\n      id\n      name\n      type\n      createdAt\n      updatedAt\n    }\n  }\n"): (typeof documents)["\n  query GameServerOne($id: Int!) {\n    gameServer(id: $id) {\n      id\n      name\n      type\n      createdAt\n      updatedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation GameServerCreate($input: CreateGameServerInput!) {\n    createGameServer(input: $input) {\n      id\n      name\n      type\n      token\n      createdAt\n      updatedAt\n    }\n  }\n"): (typeof documents)["\n  mutation GameServerCreate($input: CreateGameServerInput!) {\n    createGameServer(input: $input) {\n      id\n      name\n      type\n      token\n      createdAt\n      updatedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation GameServerUpdate($id: Int!, $input: UpdateGameServerInput!) {\n    updateGameServer(id: $id, input: $input) {\n      id\n      name\n      type\n      createdAt\n      updatedAt\n    }\n  }\n"): (typeof documents)["\n  mutation GameServerUpdate($id: Int!, $input: UpdateGameServerInput!) {\n    updateGameServer(id: $id, input: $input) {\n      id\n      name\n      type\n      createdAt\n      updatedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation GameServerRotateToken($id: Int!) {\n    rotateGameServerToken(id: $id) {\n      id\n      token\n      updatedAt\n    }\n  }\n"): (typeof documents)["\n  mutation GameServerRotateToken($id: Int!) {\n    rotateGameServerToken(id: $id) {\n      id\n      token\n      updatedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation GameServerDelete($id: Int!) {\n    deleteGameServer(id: $id)\n  }\n"): (typeof documents)["\n  mutation GameServerDelete($id: Int!) {\n    deleteGameServer(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment GiftCardFields on GiftCard {\n    id\n    last4\n    initialValue\n    balance\n    currency\n    enabled\n    expiresAt\n    note\n    recipientEmail\n    orderId\n    createdBy\n    createdAt\n    updatedAt\n  }\n"): (typeof documents)["\n  fragment GiftCardFields on GiftCard {\n    id\n    last4\n    initialValue\n    balance\n    currency\n    enabled\n    expiresAt\n    note\n    recipientEmail\n    orderId\n    createdBy\n    createdAt\n    updatedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GiftCardList($page: Int, $perPage: Int, $enabled: Boolean, $q: String) {\n    giftCards(page: $page, perPage: $perPage, enabled: $enabled, q: $q) {\n      meta {\n        ...PageMetaFields\n      }\n      data {\n        ...GiftCardFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query GiftCardList($page: Int, $perPage: Int, $enabled: Boolean, $q: String) {\n    giftCards(page: $page, perPage: $perPage, enabled: $enabled, q: $q) {\n      meta {\n        ...PageMetaFields\n      }\n      data {\n        ...GiftCardFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GiftCardOne($id: Int!) {\n    giftCard(id: $id) {\n      ...GiftCardFields\n      transactions {\n        id\n        kind\n        amount\n        balanceAfter\n        orderId\n        note\n        createdAt\n      }\n    }\n  }\n"): (typeof documents)["\n  query GiftCardOne($id: Int!) {\n    giftCard(id: $id) {\n      ...GiftCardFields\n      transactions {\n        id\n        kind\n        amount\n        balanceAfter\n        orderId\n        note\n        createdAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation GiftCardIssue($input: IssueGiftCardInput!) {\n    issueGiftCard(input: $input) {\n      code\n      giftCard {\n        ...GiftCardFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation GiftCardIssue($input: IssueGiftCardInput!) {\n    issueGiftCard(input: $input) {\n      code\n      giftCard {\n        ...GiftCardFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation GiftCardUpdate($id: Int!, $input: UpdateGiftCardInput!) {\n    updateGiftCard(id: $id, input: $input) {\n      ...GiftCardFields\n    }\n  }\n"): (typeof documents)["\n  mutation GiftCardUpdate($id: Int!, $input: UpdateGiftCardInput!) {\n    updateGiftCard(id: $id, input: $input) {\n      ...GiftCardFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation GiftCardAdjust($id: Int!, $input: AdjustGiftCardInput!) {\n    adjustGiftCard(id: $id, input: $input) {\n      ...GiftCardFields\n    }\n  }\n"): (typeof documents)["\n  mutation GiftCardAdjust($id: Int!, $input: AdjustGiftCardInput!) {\n    adjustGiftCard(id: $id, input: $input) {\n      ...GiftCardFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OrdersList(\n    $first: Int\n    $after: String\n    $last: Int\n    $before: String\n    $status: OrderStatus\n    $clientIdentifier: String\n    $email: String\n    $gateway: Gateway\n    $from: String\n    $to: String\n  ) {\n    ordersConnection(\n      first: $first\n      after: $after\n      last: $last\n      before: $before\n      status: $status\n      clientIdentifier: $clientIdentifier\n      email: $email\n      gateway: $gateway\n      from: $from\n      to: $to\n    ) {\n      totalCount\n      pageInfo {\n        ...PageInfoFields\n      }\n      edges {\n        cursor\n        node {\n          id\n          internalId\n          clientIdentifier\n          clientName\n          clientEmail\n          status\n          statusDisplay\n          price\n          priceDisplay\n          currency\n          gateway\n          gatewayDisplay\n          manuallyCreated\n          createdAt\n          paidAt\n          reviewReason\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query OrdersList(\n    $first: Int\n    $after: String\n    $last: Int\n    $before: String\n    $status: OrderStatus\n    $clientIdentifier: String\n    $email: String\n    $gateway: Gateway\n    $from: String\n    $to: String\n  ) {\n    ordersConnection(\n      first: $first\n      after: $after\n      last: $last\n      before: $before\n      status: $status\n      clientIdentifier: $clientIdentifier\n      email: $email\n      gateway: $gateway\n      from: $from\n      to: $to\n    ) {\n      totalCount\n      pageInfo {\n        ...PageInfoFields\n      }\n      edges {\n        cursor\n        node {\n          id\n          internalId\n          clientIdentifier\n          clientName\n          clientEmail\n          status\n          statusDisplay\n          price\n          priceDisplay\n          currency\n          gateway\n          gatewayDisplay\n          manuallyCreated\n          createdAt\n          paidAt\n          reviewReason\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OrdersDetail($id: Int!) {\n    order(id: $id) {\n      id\n      internalId\n      externalId\n      reviewReason\n      subscriptionId\n      refund {\n        status\n        gateway\n        amountDisplay\n        attempts\n        error\n        providerRefundedAt\n        appliedAt\n        updatedAt\n      }\n      clientIdentifier\n      clientEmail\n      clientName\n      clientDocument\n      clientPhone\n      clientDiscord\n      price\n      priceDisplay\n      netReceived\n      subtotal\n      saleDiscount\n      couponDiscount\n      giftCardAmount\n      currency\n      promoCode\n      promoType\n      promoValue\n      gateway\n      gatewayDisplay\n      paymentMethod\n      metadata\n      status\n      statusDisplay\n      allowedStatuses\n      manuallyCreated\n      manuallyApproved\n      manuallyRefunded\n      paidAt\n      createdAt\n      updatedAt\n      packages {\n        id\n        packageId\n        package {\n          id\n          name\n          fields {\n            id\n            name\n          }\n        }\n        name\n        quantity\n        unitPrice\n        price\n        fields\n      }\n      variables {\n        id\n        name\n        value\n        updatedAt\n      }\n      notes {\n        id\n        userId\n        content\n        createdAt\n        updatedAt\n      }\n      deliveries {\n        id\n        orderPackageId\n        licenseKeyId\n        type\n        value\n        render\n        createdAt\n        updatedAt\n      }\n      commands {\n        id\n        command\n        type\n        status\n        attempts\n        response\n        reason\n        offlineExecute\n        executeAt\n        gameServerId\n        gameServer {\n          id\n          name\n        }\n        createdAt\n        updatedAt\n      }\n      emails {\n        ...OrdersEmailFields\n      }\n      discordActions {\n        ...DiscordActionFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query OrdersDetail($id: Int!) {\n    order(id: $id) {\n      id\n      internalId\n      externalId\n      reviewReason\n      subscriptionId\n      refund {\n        status\n        gateway\n        amountDisplay\n        attempts\n        error\n        providerRefundedAt\n        appliedAt\n        updatedAt\n      }\n      clientIdentifier\n      clientEmail\n      clientName\n      clientDocument\n      clientPhone\n      clientDiscord\n      price\n      priceDisplay\n      netReceived\n      subtotal\n      saleDiscount\n      couponDiscount\n      giftCardAmount\n      currency\n      promoCode\n      promoType\n      promoValue\n      gateway\n      gatewayDisplay\n      paymentMethod\n      metadata\n      status\n      statusDisplay\n      allowedStatuses\n      manuallyCreated\n      manuallyApproved\n      manuallyRefunded\n      paidAt\n      createdAt\n      updatedAt\n      packages {\n        id\n        packageId\n        package {\n          id\n          name\n          fields {\n            id\n            name\n          }\n        }\n        name\n        quantity\n        unitPrice\n        price\n        fields\n      }\n      variables {\n        id\n        name\n        value\n        updatedAt\n      }\n      notes {\n        id\n        userId\n        content\n        createdAt\n        updatedAt\n      }\n      deliveries {\n        id\n        orderPackageId\n        licenseKeyId\n        type\n        value\n        render\n        createdAt\n        updatedAt\n      }\n      commands {\n        id\n        command\n        type\n        status\n        attempts\n        response\n        reason\n        offlineExecute\n        executeAt\n        gameServerId\n        gameServer {\n          id\n          name\n        }\n        createdAt\n        updatedAt\n      }\n      emails {\n        ...OrdersEmailFields\n      }\n      discordActions {\n        ...DiscordActionFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment DiscordActionFields on OrderDiscordAction {\n    id\n    type\n    action\n    roleId\n    channelId\n    userId\n    message\n    automatic\n    status\n    attempts\n    lastError\n    runAt\n    doneAt\n    updatedAt\n  }\n"): (typeof documents)["\n  fragment DiscordActionFields on OrderDiscordAction {\n    id\n    type\n    action\n    roleId\n    channelId\n    userId\n    message\n    automatic\n    status\n    attempts\n    lastError\n    runAt\n    doneAt\n    updatedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation OrdersRetryDiscordActions($orderId: Int!) {\n    retryOrderDiscordActions(orderId: $orderId) {\n      ...DiscordActionFields\n    }\n  }\n"): (typeof documents)["\n  mutation OrdersRetryDiscordActions($orderId: Int!) {\n    retryOrderDiscordActions(orderId: $orderId) {\n      ...DiscordActionFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment OrdersEmailFields on OrderEmail {\n    id\n    kind\n    to\n    subject\n    status\n    attempts\n    lastError\n    nextAttemptAt\n    sentAt\n    createdAt\n    updatedAt\n  }\n"): (typeof documents)["\n  fragment OrdersEmailFields on OrderEmail {\n    id\n    kind\n    to\n    subject\n    status\n    attempts\n    lastError\n    nextAttemptAt\n    sentAt\n    createdAt\n    updatedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation OrdersUpdate($id: Int!, $input: UpdateOrderInput!) {\n    updateOrder(id: $id, input: $input) {\n      id\n      status\n      statusDisplay\n      allowedStatuses\n      clientIdentifier\n      clientDiscord\n      manuallyApproved\n      manuallyRefunded\n      paidAt\n      updatedAt\n    }\n  }\n"): (typeof documents)["\n  mutation OrdersUpdate($id: Int!, $input: UpdateOrderInput!) {\n    updateOrder(id: $id, input: $input) {\n      id\n      status\n      statusDisplay\n      allowedStatuses\n      clientIdentifier\n      clientDiscord\n      manuallyApproved\n      manuallyRefunded\n      paidAt\n      updatedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation OrdersCreateNote($orderId: Int!, $input: OrderNoteInput!) {\n    createOrderNote(orderId: $orderId, input: $input) {\n      id\n      orderId\n      content\n      createdAt\n      updatedAt\n    }\n  }\n"): (typeof documents)["\n  mutation OrdersCreateNote($orderId: Int!, $input: OrderNoteInput!) {\n    createOrderNote(orderId: $orderId, input: $input) {\n      id\n      orderId\n      content\n      createdAt\n      updatedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation OrdersUpdateNote($orderId: Int!, $noteId: Int!, $input: OrderNoteInput!) {\n    updateOrderNote(orderId: $orderId, noteId: $noteId, input: $input) {\n      id\n      orderId\n      content\n      updatedAt\n    }\n  }\n"): (typeof documents)["\n  mutation OrdersUpdateNote($orderId: Int!, $noteId: Int!, $input: OrderNoteInput!) {\n    updateOrderNote(orderId: $orderId, noteId: $noteId, input: $input) {\n      id\n      orderId\n      content\n      updatedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation OrdersDeleteNote($orderId: Int!, $noteId: Int!) {\n    deleteOrderNote(orderId: $orderId, noteId: $noteId)\n  }\n"): (typeof documents)["\n  mutation OrdersDeleteNote($orderId: Int!, $noteId: Int!) {\n    deleteOrderNote(orderId: $orderId, noteId: $noteId)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation OrdersUpdateDelivery($orderId: Int!, $deliveryId: Int!, $input: DeliveryInput!) {\n    updateDelivery(orderId: $orderId, deliveryId: $deliveryId, input: $input) {\n      id\n      value\n      updatedAt\n    }\n  }\n"): (typeof documents)["\n  mutation OrdersUpdateDelivery($orderId: Int!, $deliveryId: Int!, $input: DeliveryInput!) {\n    updateDelivery(orderId: $orderId, deliveryId: $deliveryId, input: $input) {\n      id\n      value\n      updatedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation OrdersResendCommands($orderId: Int!) {\n    resendOrderCommands(orderId: $orderId) {\n      message\n      commands {\n        id\n        status\n        attempts\n        executeAt\n        updatedAt\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation OrdersResendCommands($orderId: Int!) {\n    resendOrderCommands(orderId: $orderId) {\n      message\n      commands {\n        id\n        status\n        attempts\n        executeAt\n        updatedAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation OrdersResendEmails($orderId: Int!) {\n    resendOrderEmails(orderId: $orderId) {\n      ...OrdersEmailFields\n    }\n  }\n"): (typeof documents)["\n  mutation OrdersResendEmails($orderId: Int!) {\n    resendOrderEmails(orderId: $orderId) {\n      ...OrdersEmailFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation OrdersUpdateCommand($id: Int!, $input: UpdateCommandInput!) {\n    updateCommand(id: $id, input: $input) {\n      id\n      status\n      response\n      reason\n      attempts\n      executeAt\n      updatedAt\n    }\n  }\n"): (typeof documents)["\n  mutation OrdersUpdateCommand($id: Int!, $input: UpdateCommandInput!) {\n    updateCommand(id: $id, input: $input) {\n      id\n      status\n      response\n      reason\n      attempts\n      executeAt\n      updatedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation OrdersCreate($input: CheckoutInput!) {\n    createOrder(input: $input) {\n      id\n      internalId\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation OrdersCreate($input: CheckoutInput!) {\n    createOrder(input: $input) {\n      id\n      internalId\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OrdersFormOptions($page: Int, $name: String, $variables: Boolean! = true) {\n    packages(page: $page, perPage: 100, name: $name) {\n      meta {\n        total\n        currentPage\n        lastPage\n        perPage\n      }\n      data {\n        id\n        name\n        enabled\n        type\n        price\n        priceDisplay\n        variables\n        fields {\n          id\n          name\n          type\n          description\n          required\n        }\n      }\n    }\n    variables @include(if: $variables) {\n      id\n      name\n      description\n    }\n  }\n"): (typeof documents)["\n  query OrdersFormOptions($page: Int, $name: String, $variables: Boolean! = true) {\n    packages(page: $page, perPage: 100, name: $name) {\n      meta {\n        total\n        currentPage\n        lastPage\n        perPage\n      }\n      data {\n        id\n        name\n        enabled\n        type\n        price\n        priceDisplay\n        variables\n        fields {\n          id\n          name\n          type\n          description\n          required\n        }\n      }\n    }\n    variables @include(if: $variables) {\n      id\n      name\n      description\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PaymentsGateways {\n    paymentGateways {\n      ...PaymentGatewayFields\n    }\n  }\n"): (typeof documents)["\n  query PaymentsGateways {\n    paymentGateways {\n      ...PaymentGatewayFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PaymentsUpdateGateway($gateway: String!, $input: PaymentGatewayInput!) {\n    updatePaymentGateway(gateway: $gateway, input: $input) {\n      ...PaymentGatewayFields\n    }\n  }\n"): (typeof documents)["\n  mutation PaymentsUpdateGateway($gateway: String!, $input: PaymentGatewayInput!) {\n    updatePaymentGateway(gateway: $gateway, input: $input) {\n      ...PaymentGatewayFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PaymentGatewayFields on PaymentGateway {\n    gateway\n    enabled\n    name\n    display\n    configured\n    credentials\n    notificationUrl\n    updatedAt\n  }\n"): (typeof documents)["\n  fragment PaymentGatewayFields on PaymentGateway {\n    gateway\n    enabled\n    name\n    display\n    configured\n    credentials\n    notificationUrl\n    updatedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RoleFields on StaffRole {\n    id\n    name\n    builtIn\n    permissions\n  }\n"): (typeof documents)["\n  fragment RoleFields on StaffRole {\n    id\n    name\n    builtIn\n    permissions\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RolesList {\n    staffRoles {\n      ...RoleFields\n    }\n  }\n"): (typeof documents)["\n  query RolesList {\n    staffRoles {\n      ...RoleFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PermissionVocabulary {\n    permissions {\n      name\n      description\n    }\n  }\n"): (typeof documents)["\n  query PermissionVocabulary {\n    permissions {\n      name\n      description\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RolesCreate($input: StaffRoleInput!) {\n    createStaffRole(input: $input) {\n      ...RoleFields\n    }\n  }\n"): (typeof documents)["\n  mutation RolesCreate($input: StaffRoleInput!) {\n    createStaffRole(input: $input) {\n      ...RoleFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RolesUpdate($id: Int!, $input: StaffRoleInput!) {\n    updateStaffRole(id: $id, input: $input) {\n      ...RoleFields\n    }\n  }\n"): (typeof documents)["\n  mutation RolesUpdate($id: Int!, $input: StaffRoleInput!) {\n    updateStaffRole(id: $id, input: $input) {\n      ...RoleFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RolesDelete($id: Int!) {\n    deleteStaffRole(id: $id)\n  }\n"): (typeof documents)["\n  mutation RolesDelete($id: Int!) {\n    deleteStaffRole(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SaleFields on Sale {\n    id\n    name\n    type\n    value\n    packageIds\n    categoryIds\n    startsAt\n    endsAt\n    enabled\n    status\n    createdAt\n    updatedAt\n  }\n"): (typeof documents)["\n  fragment SaleFields on Sale {\n    id\n    name\n    type\n    value\n    packageIds\n    categoryIds\n    startsAt\n    endsAt\n    enabled\n    status\n    createdAt\n    updatedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SaleList($page: Int, $perPage: Int, $status: SaleStatusFilter) {\n    sales(page: $page, perPage: $perPage, status: $status) {\n      meta {\n        ...PageMetaFields\n      }\n      data {\n        ...SaleFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query SaleList($page: Int, $perPage: Int, $status: SaleStatusFilter) {\n    sales(page: $page, perPage: $perPage, status: $status) {\n      meta {\n        ...PageMetaFields\n      }\n      data {\n        ...SaleFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SaleOne($id: Int!) {\n    sale(id: $id) {\n      ...SaleFields\n    }\n  }\n"): (typeof documents)["\n  query SaleOne($id: Int!) {\n    sale(id: $id) {\n      ...SaleFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaleCreate($input: SaleInput!) {\n    createSale(input: $input) {\n      ...SaleFields\n    }\n  }\n"): (typeof documents)["\n  mutation SaleCreate($input: SaleInput!) {\n    createSale(input: $input) {\n      ...SaleFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaleUpdate($id: Int!, $input: SaleInput!) {\n    updateSale(id: $id, input: $input) {\n      ...SaleFields\n    }\n  }\n"): (typeof documents)["\n  mutation SaleUpdate($id: Int!, $input: SaleInput!) {\n    updateSale(id: $id, input: $input) {\n      ...SaleFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaleDelete($id: Int!) {\n    deleteSale(id: $id)\n  }\n"): (typeof documents)["\n  mutation SaleDelete($id: Int!) {\n    deleteSale(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SecuritySettings {\n    securitySettings {\n      requireTwoFactor\n      auditRetentionDays\n    }\n  }\n"): (typeof documents)["\n  query SecuritySettings {\n    securitySettings {\n      requireTwoFactor\n      auditRetentionDays\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SecurityUpdate($input: SecuritySettingsInput!) {\n    updateSecuritySettings(input: $input) {\n      requireTwoFactor\n      auditRetentionDays\n    }\n  }\n"): (typeof documents)["\n  mutation SecurityUpdate($input: SecuritySettingsInput!) {\n    updateSecuritySettings(input: $input) {\n      requireTwoFactor\n      auditRetentionDays\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SettingsStore {\n    store {\n      ...SettingsFields\n    }\n  }\n"): (typeof documents)["\n  query SettingsStore {\n    store {\n      ...SettingsFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SettingsUpdateStore($input: UpdateStoreInput!) {\n    updateStore(input: $input) {\n      ...SettingsFields\n    }\n  }\n"): (typeof documents)["\n  mutation SettingsUpdateStore($input: UpdateStoreInput!) {\n    updateStore(input: $input) {\n      ...SettingsFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SettingsFields on Store {\n    id\n    name\n    domain\n    currency\n    locale\n    timezone\n    theme {\n      primaryColor\n      logo\n      banner\n    }\n    requireDocument\n    requirePhone\n    discordMode\n    returnUrl\n    cancelUrl\n    mailFromName\n    mailReplyTo\n    discordGuildId\n    discordBotTokenSet\n    discordBotTokenLast4\n    banOnChargeback\n    buyerEmailSignIn\n    buyerDiscordSignIn\n    discordClientId\n    discordClientSecretSet\n    discordClientSecretLast4\n    updatedAt\n  }\n"): (typeof documents)["\n  fragment SettingsFields on Store {\n    id\n    name\n    domain\n    currency\n    locale\n    timezone\n    theme {\n      primaryColor\n      logo\n      banner\n    }\n    requireDocument\n    requirePhone\n    discordMode\n    returnUrl\n    cancelUrl\n    mailFromName\n    mailReplyTo\n    discordGuildId\n    discordBotTokenSet\n    discordBotTokenLast4\n    banOnChargeback\n    buyerEmailSignIn\n    buyerDiscordSignIn\n    discordClientId\n    discordClientSecretSet\n    discordClientSecretLast4\n    updatedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment StaffUserFields on StaffUser {\n    id\n    email\n    name\n    role\n    roleId\n    roleName\n    permissions\n    status\n    twoFactorEnabled\n    lockedUntil\n    liveSessions\n    lastSignInAt\n    createdAt\n  }\n"): (typeof documents)["\n  fragment StaffUserFields on StaffUser {\n    id\n    email\n    name\n    role\n    roleId\n    roleName\n    permissions\n    status\n    twoFactorEnabled\n    lockedUntil\n    liveSessions\n    lastSignInAt\n    createdAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StaffList($page: Int, $perPage: Int, $status: StaffUserStatus) {\n    staffUsers(page: $page, perPage: $perPage, status: $status) {\n      meta {\n        ...PageMetaFields\n      }\n      data {\n        ...StaffUserFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query StaffList($page: Int, $perPage: Int, $status: StaffUserStatus) {\n    staffUsers(page: $page, perPage: $perPage, status: $status) {\n      meta {\n        ...PageMetaFields\n      }\n      data {\n        ...StaffUserFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StaffRoles {\n    staffRoles {\n      id\n      name\n      builtIn\n      permissions\n    }\n  }\n"): (typeof documents)["\n  query StaffRoles {\n    staffRoles {\n      id\n      name\n      builtIn\n      permissions\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StaffInvite($input: InviteStaffUserInput!) {\n    inviteStaffUser(input: $input) {\n      inviteSent\n      staffUser {\n        ...StaffUserFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation StaffInvite($input: InviteStaffUserInput!) {\n    inviteStaffUser(input: $input) {\n      inviteSent\n      staffUser {\n        ...StaffUserFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StaffUpdate($id: Int!, $input: UpdateStaffUserInput!) {\n    updateStaffUser(id: $id, input: $input) {\n      ...StaffUserFields\n    }\n  }\n"): (typeof documents)["\n  mutation StaffUpdate($id: Int!, $input: UpdateStaffUserInput!) {\n    updateStaffUser(id: $id, input: $input) {\n      ...StaffUserFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StaffRemove($id: Int!) {\n    removeStaffUser(id: $id)\n  }\n"): (typeof documents)["\n  mutation StaffRemove($id: Int!) {\n    removeStaffUser(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StaffResendInvite($id: Int!) {\n    resendStaffInvite(id: $id) {\n      inviteSent\n      staffUser {\n        ...StaffUserFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation StaffResendInvite($id: Int!) {\n    resendStaffInvite(id: $id) {\n      inviteSent\n      staffUser {\n        ...StaffUserFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StaffRevokeSessions($id: Int!) {\n    revokeStaffSessions(id: $id)\n  }\n"): (typeof documents)["\n  mutation StaffRevokeSessions($id: Int!) {\n    revokeStaffSessions(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SubscriptionsList(\n    $page: Int\n    $perPage: Int\n    $status: SubscriptionStatus\n    $clientIdentifier: String\n    $email: String\n    $packageId: Int\n  ) {\n    subscriptions(page: $page, perPage: $perPage, status: $status, clientIdentifier: $clientIdentifier, email: $email, packageId: $packageId) {\n      meta {\n        ...PageMetaFields\n      }\n      data {\n        id\n        status\n        gateway\n        packageId\n        packageName\n        interval\n        intervalCount\n        priceDisplay\n        clientIdentifier\n        clientEmail\n        clientName\n        currentPeriodEnd\n        renewals\n        cancelAtPeriodEnd\n      }\n    }\n  }\n"): (typeof documents)["\n  query SubscriptionsList(\n    $page: Int\n    $perPage: Int\n    $status: SubscriptionStatus\n    $clientIdentifier: String\n    $email: String\n    $packageId: Int\n  ) {\n    subscriptions(page: $page, perPage: $perPage, status: $status, clientIdentifier: $clientIdentifier, email: $email, packageId: $packageId) {\n      meta {\n        ...PageMetaFields\n      }\n      data {\n        id\n        status\n        gateway\n        packageId\n        packageName\n        interval\n        intervalCount\n        priceDisplay\n        clientIdentifier\n        clientEmail\n        clientName\n        currentPeriodEnd\n        renewals\n        cancelAtPeriodEnd\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SubscriptionsDetailFields on StoreSubscription {\n    id\n    status\n    gateway\n    providerId\n    providerCustomerId\n    packageId\n    packageName\n    interval\n    intervalCount\n    price\n    currency\n    priceDisplay\n    clientIdentifier\n    clientEmail\n    clientName\n    clientDiscord\n    currentPeriodStart\n    currentPeriodEnd\n    renewals\n    cancelAtPeriodEnd\n    canceledAt\n    pastDueAt\n    expiredAt\n    createdAt\n    updatedAt\n  }\n"): (typeof documents)["\n  fragment SubscriptionsDetailFields on StoreSubscription {\n    id\n    status\n    gateway\n    providerId\n    providerCustomerId\n    packageId\n    packageName\n    interval\n    intervalCount\n    price\n    currency\n    priceDisplay\n    clientIdentifier\n    clientEmail\n    clientName\n    clientDiscord\n    currentPeriodStart\n    currentPeriodEnd\n    renewals\n    cancelAtPeriodEnd\n    canceledAt\n    pastDueAt\n    expiredAt\n    createdAt\n    updatedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SubscriptionsDetail($id: Int!) {\n    subscription(id: $id) {\n      ...SubscriptionsDetailFields\n      orders {\n        id\n        internalId\n        status\n        price\n        currency\n        reviewReason\n        paidAt\n        createdAt\n      }\n    }\n  }\n"): (typeof documents)["\n  query SubscriptionsDetail($id: Int!) {\n    subscription(id: $id) {\n      ...SubscriptionsDetailFields\n      orders {\n        id\n        internalId\n        status\n        price\n        currency\n        reviewReason\n        paidAt\n        createdAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SubscriptionsCancel($id: Int!, $atPeriodEnd: Boolean!) {\n    cancelSubscription(id: $id, atPeriodEnd: $atPeriodEnd) {\n      ...SubscriptionsDetailFields\n    }\n  }\n"): (typeof documents)["\n  mutation SubscriptionsCancel($id: Int!, $atPeriodEnd: Boolean!) {\n    cancelSubscription(id: $id, atPeriodEnd: $atPeriodEnd) {\n      ...SubscriptionsDetailFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WebhookList($page: Int, $perPage: Int) {\n    webhooks(page: $page, perPage: $perPage) {\n      meta {\n        ...PageMetaFields\n      }\n      data {\n        id\n        name\n        url\n        scopes\n        enabled\n        disabledReason\n        createdAt\n      }\n    }\n  }\n"): (typeof documents)["\n  query WebhookList($page: Int, $perPage: Int) {\n    webhooks(page: $page, perPage: $perPage) {\n      meta {\n        ...PageMetaFields\n      }\n      data {\n        id\n        name\n        url\n        scopes\n        enabled\n        disabledReason\n        createdAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WebhookOne($id: Int!) {\n    webhook(id: $id) {\n      id\n      name\n      url\n      scopes\n      enabled\n      disabledReason\n      createdAt\n      updatedAt\n    }\n  }\n"): (typeof documents)["\n  query WebhookOne($id: Int!) {\n    webhook(id: $id) {\n      id\n      name\n      url\n      scopes\n      enabled\n      disabledReason\n      createdAt\n      updatedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WebhookLogs($webhookId: Int, $first: Int, $after: String, $last: Int, $before: String, $event: WebhookEvent, $success: Boolean) {\n    webhookLogsConnection(webhookId: $webhookId, first: $first, after: $after, last: $last, before: $before, event: $event, success: $success) {\n      totalCount\n      pageInfo {\n        ...PageInfoFields\n      }\n      edges {\n        cursor\n        node {\n          id\n          webhookId\n          event\n          url\n          requestBody\n          responseStatus\n          responseBody\n          responseTimeMs\n          success\n          error\n          isResend\n          originalLogId\n          createdAt\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query WebhookLogs($webhookId: Int, $first: Int, $after: String, $last: Int, $before: String, $event: WebhookEvent, $success: Boolean) {\n    webhookLogsConnection(webhookId: $webhookId, first: $first, after: $after, last: $last, before: $before, event: $event, success: $success) {\n      totalCount\n      pageInfo {\n        ...PageInfoFields\n      }\n      edges {\n        cursor\n        node {\n          id\n          webhookId\n          event\n          url\n          requestBody\n          responseStatus\n          responseBody\n          responseTimeMs\n          success\n          error\n          isResend\n          originalLogId\n          createdAt\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation WebhookCreate($input: CreateWebhookInput!) {\n    createWebhook(input: $input) {\n      id\n      name\n      url\n      scopes\n      enabled\n      disabledReason\n      secret\n      createdAt\n      updatedAt\n    }\n  }\n"): (typeof documents)["\n  mutation WebhookCreate($input: CreateWebhookInput!) {\n    createWebhook(input: $input) {\n      id\n      name\n      url\n      scopes\n      enabled\n      disabledReason\n      secret\n      createdAt\n      updatedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation WebhookUpdate($id: Int!, $input: UpdateWebhookInput!) {\n    updateWebhook(id: $id, input: $input) {\n      id\n      name\n      url\n      scopes\n      enabled\n      disabledReason\n      createdAt\n      updatedAt\n    }\n  }\n"): (typeof documents)["\n  mutation WebhookUpdate($id: Int!, $input: UpdateWebhookInput!) {\n    updateWebhook(id: $id, input: $input) {\n      id\n      name\n      url\n      scopes\n      enabled\n      disabledReason\n      createdAt\n      updatedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation WebhookRotateSecret($id: Int!) {\n    rotateWebhookSecret(id: $id) {\n      id\n      secret\n      updatedAt\n    }\n  }\n"): (typeof documents)["\n  mutation WebhookRotateSecret($id: Int!) {\n    rotateWebhookSecret(id: $id) {\n      id\n      secret\n      updatedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation WebhookDelete($id: Int!) {\n    deleteWebhook(id: $id)\n  }\n"): (typeof documents)["\n  mutation WebhookDelete($id: Int!) {\n    deleteWebhook(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation WebhookSendTest($id: Int!) {\n    testWebhook(id: $id) {\n      id\n      event\n      responseStatus\n      success\n      error\n      createdAt\n    }\n  }\n"): (typeof documents)["\n  mutation WebhookSendTest($id: Int!) {\n    testWebhook(id: $id) {\n      id\n      event\n      responseStatus\n      success\n      error\n      createdAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation WebhookResendLog($logId: String!) {\n    resendWebhookLog(logId: $logId) {\n      id\n      event\n      responseStatus\n      success\n      error\n      isResend\n      originalLogId\n      createdAt\n    }\n  }\n"): (typeof documents)["\n  mutation WebhookResendLog($logId: String!) {\n    resendWebhookLog(logId: $logId) {\n      id\n      event\n      responseStatus\n      success\n      error\n      isResend\n      originalLogId\n      createdAt\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;