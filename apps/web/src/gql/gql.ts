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
    "\n  query OrderEditorCategories {\n    listCategories {\n      id\n      categoryName\n    }\n  }\n": typeof types.OrderEditorCategoriesDocument,
    "\n  query OrderCustomerMatches($search: String!) {\n    searchCustomers(search: $search) {\n      id\n      companyName\n      contactName\n      email\n      phone\n      customerLevel\n      deliveryZoneName\n      deliveryWeekdays\n    }\n  }\n": typeof types.OrderCustomerMatchesDocument,
    "\n  query StaffOrderProducts($customerId: ID, $search: String, $categoryId: ID, $limit: Int) {\n    staffOrderProducts(customerId: $customerId, search: $search, categoryId: $categoryId, limit: $limit) {\n      id\n      name\n      code\n      unit\n      categoryId\n      categoryName\n      price\n      isEnabled\n      inStock\n      image {\n        url\n        srcSet\n        width\n        height\n      }\n    }\n  }\n": typeof types.StaffOrderProductsDocument,
    "\n  mutation ChangePassword($currentPassword: String!, $newPassword: String!) {\n    changePassword(currentPassword: $currentPassword, newPassword: $newPassword)\n  }\n": typeof types.ChangePasswordDocument,
    "\n  subscription MyAccountChanged {\n    myAccountChanged {\n      action\n      isActive\n    }\n  }\n": typeof types.MyAccountChangedDocument,
    "\n  query MyAccount {\n    myAccount {\n      ...MyAccountFields\n    }\n  }\n": typeof types.MyAccountDocument,
    "\n  fragment MyAccountFields on MyAccount {\n    businessName\n    contactPerson\n    phone\n    email\n    address {\n      addr1\n      addr2\n      addr3\n      city\n      postalCode\n    }\n    orderConfirmationEmails\n  }\n": typeof types.MyAccountFieldsFragmentDoc,
    "\n  query MyCutoffReminder {\n    myCutoffReminder {\n      ...CutoffReminderFields\n    }\n  }\n": typeof types.MyCutoffReminderDocument,
    "\n  fragment CutoffReminderFields on CutoffReminder {\n    enabled\n    hoursBefore\n    weekdays\n  }\n": typeof types.CutoffReminderFieldsFragmentDoc,
    "\n  query MyLedger {\n    myLedger {\n      source\n      readAt\n      account {\n        balance\n        overdue\n        credit\n        termsLabel\n      }\n      openDocuments {\n        id\n        kind\n        number\n        issuedDate\n        dueDate\n        total\n        open\n        daysOverdue\n        pdfUrl\n      }\n      payments {\n        id\n        receivedOn\n        amount\n        method\n        reference\n        reversedAt\n      }\n    }\n  }\n": typeof types.MyLedgerDocument,
    "\n  query MyRecurringOrders {\n    myRecurringOrders {\n      id\n      frequencyText\n      startingDate\n      isDelivery\n      lines {\n        productName\n        unit\n        quantity\n      }\n      nextRuns {\n        dueDate\n        text\n      }\n    }\n  }\n": typeof types.MyRecurringOrdersDocument,
    "\n  query MyStatements {\n    myStatements {\n      id\n      period\n      periodLabel\n      statementDate\n      closingBalance\n      pdfUrl\n    }\n  }\n": typeof types.MyStatementsDocument,
    "\n  mutation SetMyCutoffReminder($input: CutoffReminderInput!) {\n    setMyCutoffReminder(input: $input) {\n      ...CutoffReminderFields\n    }\n  }\n": typeof types.SetMyCutoffReminderDocument,
    "\n  query AccountCutoffHour {\n    getSettingsVariables {\n      cutoffHour\n    }\n  }\n": typeof types.AccountCutoffHourDocument,
    "\n  mutation UpdateMyAccount($input: UpdateMyAccountInput!) {\n    updateMyAccount(input: $input) {\n      ...MyAccountFields\n    }\n  }\n": typeof types.UpdateMyAccountDocument,
    "\n  mutation CompleteFirstSignIn($newPassword: String!) {\n    completeFirstSignIn(newPassword: $newPassword) {\n      ...ViewerFields\n    }\n  }\n": typeof types.CompleteFirstSignInDocument,
    "\n  query Me {\n    me {\n      ...ViewerFields\n    }\n  }\n": typeof types.MeDocument,
    "\n  fragment ViewerFields on Viewer {\n    id\n    email\n    firstName\n    lastName\n    role\n    customerId\n    mustChangePassword\n  }\n": typeof types.ViewerFieldsFragmentDoc,
    "\n  mutation RequestPasswordReset($email: String!) {\n    requestPasswordReset(email: $email)\n  }\n": typeof types.RequestPasswordResetDocument,
    "\n  mutation ResetPassword($email: String!, $code: String!, $newPassword: String!) {\n    resetPassword(email: $email, code: $code, newPassword: $newPassword)\n  }\n": typeof types.ResetPasswordDocument,
    "\n  fragment BackupStatusFields on BackupStatus {\n    hour\n    keep\n    folder\n    latest {\n      day\n      startedAt\n      finishedAt\n      status\n      bytes\n      error\n    }\n  }\n": typeof types.BackupStatusFieldsFragmentDoc,
    "\n  query BackupStatus {\n    backupStatus {\n      ...BackupStatusFields\n    }\n  }\n": typeof types.BackupStatusDocument,
    "\n  mutation UpdateBackupSettings($hour: Int!, $keep: Int!) {\n    updateBackupSettings(hour: $hour, keep: $keep) {\n      ...BackupStatusFields\n    }\n  }\n": typeof types.UpdateBackupSettingsDocument,
    "\n  query AccountOnHold {\n    me {\n      accountOnHold\n    }\n  }\n": typeof types.AccountOnHoldDocument,
    "\n  mutation CreateOrder($input: CreateOrderInput!) {\n    createOrder(input: $input) {\n      ...PlacedOrder\n    }\n  }\n\n  fragment PlacedOrder on Order {\n    id\n    shortId\n    processingDate\n    itemCount\n    totals {\n      total\n    }\n  }\n": typeof types.CreateOrderDocument,
    "\n  mutation DeleteProductNote($productId: ID!) {\n    deleteProductNote(productId: $productId)\n  }\n": typeof types.DeleteProductNoteDocument,
    "\n  query GetCartProducts($ids: [ID!]!) {\n    getProducts(ids: $ids) {\n      ...CartProduct\n    }\n  }\n\n  fragment CartProduct on Product {\n    id\n    productName\n    productCode\n    productUnit\n    isInStock\n    image {\n      url\n      srcSet\n      width\n      height\n    }\n    price {\n      price\n    }\n  }\n": typeof types.GetCartProductsDocument,
    "\n  query GetSettingsVariables {\n    getSettingsVariables {\n      cutoffHour\n      freightChargeCents\n      freeFreightThresholdCents\n    }\n  }\n": typeof types.GetSettingsVariablesDocument,
    "\n  query MyProductNotes {\n    myProductNotes {\n      productId\n      notes\n    }\n  }\n": typeof types.MyProductNotesDocument,
    "\n  query OrderProcessingDate {\n    orderProcessingDate {\n      date\n      moved\n      notice\n      delivery {\n        date\n        text\n        notice\n        zoneName\n        days\n        freightChargeCents\n        freeFreightThresholdCents\n        minimumOrderCents\n      }\n    }\n  }\n": typeof types.OrderProcessingDateDocument,
    "\n  mutation SetProductNote($productId: ID!, $notes: String!) {\n    setProductNote(productId: $productId, notes: $notes) {\n      productId\n      notes\n    }\n  }\n": typeof types.SetProductNoteDocument,
    "\n  subscription SettingsChanged {\n    settingsChanged {\n      cutoffHour\n      freightChargeCents\n      freeFreightThresholdCents\n    }\n  }\n": typeof types.SettingsChangedDocument,
    "\n  query ListProducts($category: String, $search: String, $after: String, $first: Int) {\n    listProducts(category: $category, search: $search, after: $after, first: $first) {\n      products {\n        ...CatalogueProduct\n      }\n      nextCursor\n      totalCount\n    }\n  }\n\n  fragment CatalogueProduct on Product {\n    id\n    productName\n    productCode\n    productUnit\n    isInStock\n    availability\n    image {\n      url\n      srcSet\n      width\n      height\n    }\n    price {\n      defaultPrice\n      customPrice\n      price\n    }\n  }\n": typeof types.ListProductsDocument,
    "\n  subscription MyPricesChanged {\n    myPricesChanged {\n      reason\n    }\n  }\n": typeof types.MyPricesChangedDocument,
    "\n  subscription ProductChanged {\n    productChanged {\n      action\n      product {\n        id\n      }\n    }\n  }\n": typeof types.ProductChangedDocument,
    "\n  subscription CategoryChanged {\n    categoryChanged {\n      action\n      category {\n        id\n        categoryName\n      }\n    }\n  }\n": typeof types.CategoryChangedDocument,
    "\n  mutation CreateCategory($categoryName: String!) {\n    createCategory(categoryName: $categoryName) {\n      id\n      categoryName\n    }\n  }\n": typeof types.CreateCategoryDocument,
    "\n  mutation DeleteCategory($id: ID!) {\n    deleteCategory(id: $id)\n  }\n": typeof types.DeleteCategoryDocument,
    "\n  query ListCategories {\n    listCategories {\n      id\n      categoryName\n    }\n  }\n": typeof types.ListCategoriesDocument,
    "\n  mutation UpdateCategory($id: ID!, $categoryName: String!) {\n    updateCategory(id: $id, categoryName: $categoryName) {\n      id\n      categoryName\n    }\n  }\n": typeof types.UpdateCategoryDocument,
    "\n  query ContactPrefill {\n    myAccount {\n      firstName\n      lastName\n      email\n      phone\n    }\n  }\n": typeof types.ContactPrefillDocument,
    "\n  mutation SendContactMessage($input: ContactMessageInput!) {\n    sendContactMessage(input: $input)\n  }\n": typeof types.SendContactMessageDocument,
    "\n  query AdminCustomers($search: String, $offset: Int, $limit: Int) {\n    adminCustomers(search: $search, offset: $offset, limit: $limit) {\n      totalCount\n      rows {\n        ...AdminCustomerRow\n      }\n    }\n  }\n\n  fragment AdminCustomerRow on AdminCustomer {\n    id\n    customerCode\n    firstName\n    lastName\n    email\n    mobile\n    companyName\n    customerLevel\n    isActive\n    onStop\n    onStopReason\n    onStopSince\n    priceLevel {\n      id\n      name\n    }\n    deliveryZone {\n      id\n      name\n    }\n    address {\n      addr1\n      addr2\n      addr3\n      city\n      postalCode\n    }\n    paymentTerms\n    paymentTermsLabel\n    creditLimit\n    orderCount\n    recurringOrderCount\n    accountingSync {\n      state\n      lastError\n    }\n    sync {\n      system\n      status\n      lastError\n    }\n  }\n": typeof types.AdminCustomersDocument,
    "\n  mutation CreateCustomer($input: CustomerInput!) {\n    createCustomer(input: $input) {\n      ...AdminCustomerRow\n    }\n  }\n": typeof types.CreateCustomerDocument,
    "\n  subscription CustomerChanged {\n    customerChanged {\n      action\n      customerId\n    }\n  }\n": typeof types.CustomerChangedDocument,
    "\n  query CustomerCutoffReminders($customerId: ID!) {\n    customerCutoffReminders(customerId: $customerId) {\n      id\n      processingDate\n      sentAt\n      toEmail\n      hoursBefore\n    }\n  }\n": typeof types.CustomerCutoffRemindersDocument,
    "\n  query CustomerDeliveryZones {\n    deliveryZones {\n      id\n      name\n    }\n  }\n": typeof types.CustomerDeliveryZonesDocument,
    "\n  query CustomerPriceLevels {\n    adminPriceLevels {\n      rows {\n        id\n        name\n      }\n    }\n  }\n": typeof types.CustomerPriceLevelsDocument,
    "\n  mutation DeleteCustomer($id: ID!) {\n    deleteCustomer(id: $id) {\n      id\n      outcome\n    }\n  }\n": typeof types.DeleteCustomerDocument,
    "\n  mutation SetCustomerActive($customerId: ID!, $isActive: Boolean!) {\n    setCustomerActive(customerId: $customerId, isActive: $isActive)\n  }\n": typeof types.SetCustomerActiveDocument,
    "\n  mutation SetCustomerOnStop($id: ID!, $onStop: Boolean!, $reason: String) {\n    setCustomerOnStop(id: $id, onStop: $onStop, reason: $reason) {\n      ...AdminCustomerRow\n    }\n  }\n": typeof types.SetCustomerOnStopDocument,
    "\n  query ShopPaymentTerms {\n    invoiceSettings {\n      paymentTermsLabel\n    }\n  }\n": typeof types.ShopPaymentTermsDocument,
    "\n  mutation UpdateCustomer($id: ID!, $input: CustomerInput!) {\n    updateCustomer(id: $id, input: $input) {\n      ...AdminCustomerRow\n    }\n  }\n": typeof types.UpdateCustomerDocument,
    "\n  query AccountingSales($from: String!, $to: String!) {\n    accountingSales(from: $from, to: $to) {\n      dailySalesTotal\n      topCustomersDaily {\n        customerName\n        value\n      }\n      monthlySales\n      yearToDate {\n        customerName\n        value\n      }\n      donut {\n        value\n        customers {\n          customerName\n          value\n        }\n      }\n    }\n  }\n": typeof types.AccountingSalesDocument,
    "\n  query DashboardFigures {\n    dashboardFigures {\n      today\n      totalCustomers\n      daily {\n        exGst\n        incGst\n        invoiceCount\n      }\n      yesterday {\n        exGst\n        incGst\n        invoiceCount\n      }\n      monthToDate {\n        exGst\n        incGst\n        invoiceCount\n      }\n      work {\n        processingDate\n        pending\n        packed\n        estimateTotal\n      }\n      salesSource\n    }\n  }\n": typeof types.DashboardFiguresDocument,
    "\n  subscription DashboardOrderChanged {\n    adminOrderChanged {\n      action\n      orderId\n    }\n  }\n": typeof types.DashboardOrderChangedDocument,
    "\n  query DashboardOrdersExport($filter: AdminOrderFilter!, $from: String!, $to: String!) {\n    adminOrdersExport(filter: $filter, from: $from, to: $to) {\n      totalCount\n      rows {\n        id\n        shortId\n        companyName\n        processingDate\n        status\n      }\n    }\n  }\n": typeof types.DashboardOrdersExportDocument,
    "\n  query DashboardOrders($filter: AdminOrderFilter!, $from: String, $to: String, $offset: Int!, $limit: Int!) {\n    adminOrders(filter: $filter, from: $from, to: $to, offset: $offset, limit: $limit) {\n      totalCount\n      countIsCapped\n      rows {\n        id\n        shortId\n        companyName\n        processingDate\n        status\n      }\n    }\n  }\n": typeof types.DashboardOrdersDocument,
    "\n  query OrdersByDay($from: String!, $to: String!, $status: OrderStatus) {\n    ordersByDay(from: $from, to: $to, status: $status) {\n      date\n      pending\n      packed\n      completed\n      cancelled\n    }\n  }\n": typeof types.OrdersByDayDocument,
    "\n  query SalesByDay($from: String!, $to: String!) {\n    salesByDay(from: $from, to: $to) {\n      date\n      exGst\n      incGst\n      invoiceCount\n    }\n  }\n": typeof types.SalesByDayDocument,
    "\n  query TopCustomers($from: String!, $to: String!) {\n    topCustomers(from: $from, to: $to) {\n      from\n      to\n      total {\n        exGst\n        incGst\n        invoiceCount\n      }\n      customers {\n        customerId\n        customerName\n        exGst\n        incGst\n      }\n      others {\n        exGst\n        incGst\n        invoiceCount\n      }\n    }\n  }\n": typeof types.TopCustomersDocument,
    "\n  query UndeliveredStops {\n    undeliveredStops {\n      orderId\n      shortId\n      companyName\n      phone\n      zoneName\n      processingDate\n    }\n  }\n": typeof types.UndeliveredStopsDocument,
    "\n  mutation ArrangeDeliveryRun($date: String!, $zoneId: ID, $customerIds: [ID!]!) {\n    arrangeDeliveryRun(date: $date, zoneId: $zoneId, customerIds: $customerIds) {\n      ...DeliveryRunFields\n    }\n  }\n": typeof types.ArrangeDeliveryRunDocument,
    "\n  subscription RunSheetOrderChanged {\n    adminOrderChanged {\n      action\n      orderId\n    }\n  }\n": typeof types.RunSheetOrderChangedDocument,
    "\n  fragment DeliveryRunFields on DeliveryRun {\n    zoneId\n    zoneName\n    driverName\n    finishedAt\n    stops {\n      orderId\n      shortId\n      customerId\n      companyName\n      contactName\n      phone\n      address\n      notes\n      purchaseOrder\n      status\n      lineCount\n      cartons\n      deliveredAt\n      receivedBy\n    }\n  }\n": typeof types.DeliveryRunFieldsFragmentDoc,
    "\n  query DeliveryRuns($date: String!) {\n    deliveryRuns(date: $date) {\n      ...DeliveryRunFields\n    }\n  }\n": typeof types.DeliveryRunsDocument,
    "\n  query RunSheetPackingDay {\n    packingBoard {\n      processingDate\n    }\n  }\n": typeof types.RunSheetPackingDayDocument,
    "\n  mutation CreateDeliveryZone($input: DeliveryZoneInput!) {\n    createDeliveryZone(input: $input) {\n      ...DeliveryZoneFields\n    }\n  }\n": typeof types.CreateDeliveryZoneDocument,
    "\n  mutation DeleteDeliveryZone($id: ID!) {\n    deleteDeliveryZone(id: $id)\n  }\n": typeof types.DeleteDeliveryZoneDocument,
    "\n  query DeliveryZoneDrivers {\n    listDrivers {\n      id\n      firstName\n      lastName\n      email\n    }\n  }\n": typeof types.DeliveryZoneDriversDocument,
    "\n  query DeliveryZones {\n    deliveryZones {\n      ...DeliveryZoneFields\n    }\n  }\n": typeof types.DeliveryZonesDocument,
    "\n  fragment DeliveryZoneFields on DeliveryZone {\n    id\n    name\n    weekdays\n    cutoffHour\n    freightChargeCents\n    freeFreightThresholdCents\n    minimumOrderCents\n    customerCount\n    driverId\n    driverName\n  }\n": typeof types.DeliveryZoneFieldsFragmentDoc,
    "\n  mutation UpdateDeliveryZone($id: ID!, $input: DeliveryZoneInput!) {\n    updateDeliveryZone(id: $id, input: $input) {\n      ...DeliveryZoneFields\n    }\n  }\n": typeof types.UpdateDeliveryZoneDocument,
    "\n  fragment DriverRunFields on DriverRun {\n    zoneId\n    zoneName\n    finishedAt\n    stops {\n      orderId\n      shortId\n      customerId\n      companyName\n      contactName\n      phone\n      address\n      notes\n      purchaseOrder\n      status\n      lineCount\n      cartons\n      deliveredAt\n      receivedBy\n    }\n  }\n": typeof types.DriverRunFieldsFragmentDoc,
    "\n  query DriverDeliveryRuns($date: String!) {\n    myDeliveryRuns(date: $date) {\n      ...DriverRunFields\n    }\n  }\n": typeof types.DriverDeliveryRunsDocument,
    "\n  mutation DriverFinishRun($zoneId: ID!, $date: String!) {\n    finishDeliveryRun(zoneId: $zoneId, date: $date)\n  }\n": typeof types.DriverFinishRunDocument,
    "\n  mutation DriverMarkDelivered($input: DeliveryInput!) {\n    markDelivered(input: $input) {\n      deliveredAt\n      receivedBy\n    }\n  }\n": typeof types.DriverMarkDeliveredDocument,
    "\n  mutation CheckIntegrationConnection($system: ExternalSystem!) {\n    checkIntegrationConnection(system: $system) {\n      system\n      lastCheck {\n        ok\n        checkedAt\n      }\n    }\n  }\n": typeof types.CheckIntegrationConnectionDocument,
    "\n  subscription ConnectionChecked {\n    connectionChecked {\n      system\n      ok\n      checkedAt\n    }\n  }\n": typeof types.ConnectionCheckedDocument,
    "\n  mutation DismissPush($id: ID!, $reason: String!) {\n    dismissPush(id: $id, reason: $reason)\n  }\n": typeof types.DismissPushDocument,
    "\n  query IntegrationSystems {\n    integrations {\n      systems {\n        system\n        adapter\n        host\n        lastCheck {\n          ok\n          checkedAt\n        }\n        pending\n        failed\n      }\n    }\n  }\n": typeof types.IntegrationSystemsDocument,
    "\n  subscription PushesChanged {\n    pushesChanged {\n      pushIds\n    }\n  }\n": typeof types.PushesChangedDocument,
    "\n  query Pushes($status: PushFilter!, $offset: Int!, $limit: Int!) {\n    pushes(status: $status, offset: $offset, limit: $limit) {\n      total\n      rows {\n        id\n        system\n        what\n        record {\n          kind\n          name\n          link\n        }\n        attempts\n        lastError\n        state\n        nextAttemptAt\n        createdAt\n        dismissal {\n          reason\n          byName\n          at\n        }\n      }\n    }\n  }\n": typeof types.PushesDocument,
    "\n  mutation RetryPush($id: ID!) {\n    retryPush(id: $id)\n  }\n": typeof types.RetryPushDocument,
    "\n  mutation CancelMyOrder($id: ID!, $version: Int!) {\n    cancelMyOrder(id: $id, version: $version) {\n      ...MyOrderDetail\n    }\n  }\n": typeof types.CancelMyOrderDocument,
    "\n  mutation ChangeMyOrder($id: ID!, $version: Int!, $input: ChangeMyOrderInput!) {\n    changeMyOrder(id: $id, version: $version, input: $input) {\n      ...MyOrderDetail\n    }\n  }\n": typeof types.ChangeMyOrderDocument,
    "\n  query GetMyOrder($id: ID!) {\n    getMyOrder(id: $id) {\n      ...MyOrderDetail\n    }\n  }\n\n  fragment MyOrderDetail on Order {\n    id\n    shortId\n    orderDay\n    processingDate\n    status\n    purchaseOrder\n    isDelivery\n    freight\n    cutting\n    hasInvoice\n    version\n    customerChange {\n      canChange\n      message\n      phone\n    }\n    delivery {\n      deliveredAt\n      receivedBy\n      photoUrl\n      signatureUrl\n    }\n    invoice {\n      number\n      pdfUrl\n    }\n    correctionNotes {\n      id\n      number\n      title\n      pdfUrl\n    }\n    totals {\n      subTotal\n      freight\n      cutting\n      gst\n      total\n    }\n    lines {\n      id\n      productId\n      productName\n      productCode\n      productUnit\n      image {\n        url\n        srcSet\n        width\n        height\n      }\n      quantity\n      packedWeight\n      unitPrice\n      notes\n      product {\n        id\n        productName\n        productCode\n        productUnit\n        isInStock\n        image {\n          url\n        }\n      }\n    }\n  }\n": typeof types.GetMyOrderDocument,
    "\n  query ListMyOrders($status: CustomerOrderFilter!, $offset: Int!, $limit: Int!) {\n    listMyOrders(status: $status, offset: $offset, limit: $limit) {\n      totalCount\n      orders {\n        ...MyOrderRow\n      }\n    }\n  }\n\n  fragment MyOrderRow on Order {\n    id\n    shortId\n    orderDay\n    status\n    itemCount\n    hasInvoice\n    totals {\n      total\n    }\n    delivery {\n      deliveredAt\n      receivedBy\n    }\n  }\n": typeof types.ListMyOrdersDocument,
    "\n  subscription MyOrderChanged {\n    myOrderChanged {\n      action\n      order {\n        id\n      }\n    }\n  }\n": typeof types.MyOrderChangedDocument,
    "\n  query SearchOrderProducts($term: String!) {\n    searchProducts(term: $term) {\n      id\n      productName\n      productCode\n      productUnit\n      isInStock\n      price {\n        price\n      }\n    }\n  }\n": typeof types.SearchOrderProductsDocument,
    "\n  query ListNotifications {\n    listNotifications {\n      id\n      user\n      message\n      notificationTime\n      orderId\n    }\n  }\n": typeof types.ListNotificationsDocument,
    "\n  subscription NotificationCreated {\n    notificationCreated {\n      id\n      message\n      orderId\n      mine\n    }\n  }\n": typeof types.NotificationCreatedDocument,
    "\n  subscription OrderEditorChanged {\n    adminOrderChanged {\n      action\n      orderId\n      version\n      actorName\n    }\n  }\n": typeof types.OrderEditorChangedDocument,
    "\n  query OrderEditorOrder($id: ID!) {\n    adminOrder(id: $id) {\n      ...AdminOrderFields\n    }\n  }\n": typeof types.OrderEditorOrderDocument,
    "\n  fragment AdminOrderFields on AdminOrder {\n    id\n    shortId\n    version\n    status\n    orderDate\n    processingDate\n    line\n    priceLevelId\n    purchaseOrder\n    notes\n    isDelivery\n    freight\n    cutting\n    productionRef\n    invoiceNumber\n    totalIsEstimate\n    updatedAt\n    updatedByName\n    customer {\n      id\n      companyName\n      contactName\n      email\n      phone\n      exists\n    }\n    lines {\n      id\n      productId\n      productName\n      productCode\n      productUnit\n      categoryName\n      quantity\n      packedWeight\n      unitPrice\n      levelPrice\n      priceOverridden\n      notes\n      image {\n        url\n        srcSet\n        width\n        height\n      }\n    }\n    totals {\n      subTotal\n      freight\n      cutting\n      gst\n      total\n    }\n    delivery {\n      deliveredAt\n      receivedBy\n      recordedBy\n      photoUrl\n      signatureUrl\n    }\n    invoice {\n      id\n      number\n      revision\n      issuedAt\n      total\n      pdfUrl\n      emailedAt\n      xeroProblem\n    }\n    correctionNotes {\n      id\n      kind\n      number\n      xeroProblem\n      title\n      issuedAt\n      reason\n      invoiceNumber\n      total\n      gst\n      pdfUrl\n    }\n    invoiceRevisions {\n      revision\n      at\n      actorName\n      summary\n      total\n      changes {\n        field\n        before\n        after\n      }\n    }\n    sync {\n      system\n      status\n      topic\n      attempts\n      lastError\n      updatedAt\n    }\n    history {\n      id\n      version\n      at\n      actorName\n      summary\n      changes {\n        field\n        before\n        after\n      }\n    }\n  }\n": typeof types.AdminOrderFieldsFragmentDoc,
    "\n  mutation CreateInvoice($orderId: ID!, $sendCustomerEmail: Boolean!) {\n    createInvoice(orderId: $orderId, sendCustomerEmail: $sendCustomerEmail) {\n      ...AdminOrderFields\n    }\n  }\n": typeof types.CreateInvoiceDocument,
    "\n  mutation CreateStaffOrder($input: StaffOrderInput!, $sendCustomerEmail: Boolean!, $stopOverride: String) {\n    createStaffOrder(input: $input, sendCustomerEmail: $sendCustomerEmail, stopOverride: $stopOverride) {\n      ...AdminOrderFields\n    }\n  }\n": typeof types.CreateStaffOrderDocument,
    "\n  mutation DeleteStaffOrder($id: ID!, $version: Int!) {\n    deleteStaffOrder(id: $id, version: $version)\n  }\n": typeof types.DeleteStaffOrderDocument,
    "\n  mutation MarkDelivered($input: DeliveryInput!) {\n    markDelivered(input: $input) {\n      deliveredAt\n      receivedBy\n      recordedBy\n      photoUrl\n      signatureUrl\n    }\n  }\n": typeof types.MarkDeliveredDocument,
    "\n  query OrderEditorIntegrations {\n    integrations {\n      production\n      accounting\n    }\n  }\n": typeof types.OrderEditorIntegrationsDocument,
    "\n  query OrderEditorSettings {\n    getSettingsVariables {\n      cutoffHour\n      freightChargeCents\n      freeFreightThresholdCents\n    }\n    closedDays {\n      date\n      name\n    }\n  }\n": typeof types.OrderEditorSettingsDocument,
    "\n  mutation RecordReturn($input: ReturnInput!) {\n    recordReturn(input: $input) {\n      ...AdminOrderFields\n    }\n  }\n": typeof types.RecordReturnDocument,
    "\n  mutation RetryOrderSync($orderId: ID!) {\n    retryOrderSync(orderId: $orderId) {\n      ...AdminOrderFields\n    }\n  }\n": typeof types.RetryOrderSyncDocument,
    "\n  query ReturnPreview($input: ReturnInput!) {\n    returnPreview(input: $input) {\n      kind\n      title\n      subTotal\n      gst\n      total\n      lines {\n        productName\n        unit\n        amount\n        before {\n          quantity\n          unitPrice\n          amount\n        }\n        after {\n          quantity\n          unitPrice\n          amount\n        }\n      }\n    }\n  }\n": typeof types.ReturnPreviewDocument,
    "\n  mutation SyncOrderFromProduction($id: ID!) {\n    syncOrderFromProduction(id: $id) {\n      changed\n      order {\n        ...AdminOrderFields\n      }\n    }\n  }\n": typeof types.SyncOrderFromProductionDocument,
    "\n  mutation UpdateStaffOrder(\n    $id: ID!\n    $version: Int!\n    $input: StaffOrderInput!\n    $correction: InvoiceCorrectionInput\n  ) {\n    updateStaffOrder(id: $id, version: $version, input: $input, correction: $correction) {\n      ...AdminOrderFields\n    }\n  }\n": typeof types.UpdateStaffOrderDocument,
    "\n  fragment OrderGuideFields on OrderGuide {\n    customerId\n    lines {\n      product {\n        id\n        productName\n        productCode\n        productUnit\n        categoryName\n        isInStock\n        image {\n          url\n          srcSet\n        }\n        price {\n          price\n        }\n      }\n      parLevel\n      lastQuantity\n      lastOrderedOn\n      timesOrdered\n    }\n  }\n": typeof types.OrderGuideFieldsFragmentDoc,
    "\n  query MyOrderGuide {\n    myOrderGuide {\n      ...OrderGuideFields\n    }\n  }\n": typeof types.MyOrderGuideDocument,
    "\n  query CustomerOrderGuide($customerId: ID!) {\n    customerOrderGuide(customerId: $customerId) {\n      ...OrderGuideFields\n    }\n  }\n": typeof types.CustomerOrderGuideDocument,
    "\n  mutation SetOrderGuideParLevel($customerId: ID, $productId: ID!, $parLevel: Float) {\n    setOrderGuideParLevel(customerId: $customerId, productId: $productId, parLevel: $parLevel) {\n      ...OrderGuideFields\n    }\n  }\n": typeof types.SetOrderGuideParLevelDocument,
    "\n  mutation AddOrderGuideProduct($customerId: ID, $productId: ID!) {\n    addOrderGuideProduct(customerId: $customerId, productId: $productId) {\n      ...OrderGuideFields\n    }\n  }\n": typeof types.AddOrderGuideProductDocument,
    "\n  mutation RemoveOrderGuideProduct($customerId: ID, $productId: ID!) {\n    removeOrderGuideProduct(customerId: $customerId, productId: $productId) {\n      ...OrderGuideFields\n    }\n  }\n": typeof types.RemoveOrderGuideProductDocument,
    "\n  mutation ArrangeOrderGuide($customerId: ID, $productIds: [ID!]!) {\n    arrangeOrderGuide(customerId: $customerId, productIds: $productIds) {\n      ...OrderGuideFields\n    }\n  }\n": typeof types.ArrangeOrderGuideDocument,
    "\n  query SearchGuideProducts($term: String!) {\n    searchProducts(term: $term) {\n      id\n      productName\n      productCode\n    }\n  }\n": typeof types.SearchGuideProductsDocument,
    "\n  subscription AdminOrderChanged {\n    adminOrderChanged {\n      action\n      orderId\n    }\n  }\n": typeof types.AdminOrderChangedDocument,
    "\n  query AdminOrders(\n    $filter: AdminOrderFilter!\n    $search: String\n    $from: String\n    $to: String\n    $offset: Int!\n    $limit: Int!\n  ) {\n    adminOrders(filter: $filter, search: $search, from: $from, to: $to, offset: $offset, limit: $limit) {\n      totalCount\n      countIsCapped\n      rows {\n        ...AdminOrderRow\n      }\n    }\n  }\n\n  fragment AdminOrderRow on AdminOrderRow {\n    id\n    shortId\n    customerId\n    companyName\n    processingDate\n    isDelivery\n    itemCount\n    total\n    totalIsEstimate\n    status\n    invoiceNumber\n  }\n": typeof types.AdminOrdersDocument,
    "\n  mutation CreateInvoices($orderIds: [ID!]!, $sendCustomerEmail: Boolean!) {\n    createInvoices(orderIds: $orderIds, sendCustomerEmail: $sendCustomerEmail) {\n      created\n      skipped\n      invoiceIds\n    }\n  }\n": typeof types.CreateInvoicesDocument,
    "\n  query InvoiceBatchPreview {\n    invoiceBatchPreview {\n      orderId\n      shortId\n      companyName\n      processingDate\n      total\n      farOffLines\n      unusuallyLarge\n    }\n  }\n": typeof types.InvoiceBatchPreviewDocument,
    "\n  query IssuedInvoices($from: String!, $to: String!) {\n    issuedInvoices(from: $from, to: $to) {\n      totalCount\n      invoices {\n        id\n        number\n        orderId\n        shortId\n        companyName\n        issuedAt\n        total\n      }\n    }\n  }\n": typeof types.IssuedInvoicesDocument,
    "\n  query OrdersIntegrations {\n    integrations {\n      production\n      accounting\n    }\n  }\n": typeof types.OrdersIntegrationsDocument,
    "\n  mutation SyncOrdersWithProduction {\n    syncOrdersWithProduction {\n      sent\n      updated\n    }\n  }\n": typeof types.SyncOrdersWithProductionDocument,
    "\n  mutation MarkOrderPacked($id: ID!, $confirmFarOff: Boolean) {\n    markOrderPacked(id: $id, confirmFarOff: $confirmFarOff) {\n      id\n      status\n    }\n  }\n": typeof types.MarkOrderPackedDocument,
    "\n  query PackingBoard($processingDate: String) {\n    packingBoard(processingDate: $processingDate) {\n      processingDate\n      orders {\n        ...PackingOrder\n      }\n    }\n  }\n\n  fragment PackingOrder on PackingOrder {\n    id\n    shortId\n    version\n    companyName\n    isDelivery\n    purchaseOrder\n    notes\n    status\n    lines {\n      ...PackingLine\n    }\n  }\n\n  fragment PackingLine on PackingLine {\n    id\n    productName\n    productCode\n    productUnit\n    quantity\n    packedWeight\n    notes\n    farOff\n  }\n": typeof types.PackingBoardDocument,
    "\n  subscription PackingOrderChanged {\n    adminOrderChanged {\n      action\n      orderId\n    }\n  }\n": typeof types.PackingOrderChangedDocument,
    "\n  query PickList($processingDate: String) {\n    pickList(processingDate: $processingDate) {\n      processingDate\n      orderCount\n      pdfUrl\n      groups {\n        group\n        products {\n          productId\n          productName\n          productCode\n          unit\n          quantity\n          packedWeight\n          orders {\n            orderId\n            shortId\n            companyName\n            quantity\n            notes\n            orderNotes\n            cuttingCharged\n          }\n        }\n      }\n    }\n  }\n": typeof types.PickListDocument,
    "\n  mutation SetPackedWeight($lineId: ID!, $packedWeight: Float) {\n    setPackedWeight(lineId: $lineId, packedWeight: $packedWeight) {\n      orderId\n      version\n      line {\n        id\n        packedWeight\n        farOff\n      }\n    }\n  }\n": typeof types.SetPackedWeightDocument,
    "\n  query AdminPriceLevels($search: String) {\n    adminPriceLevels(search: $search) {\n      count\n      limit\n      rows {\n        id\n        name\n        customPriceCount\n        customerCount\n        accountingSync {\n          state\n          lastError\n        }\n      }\n    }\n  }\n": typeof types.AdminPriceLevelsDocument,
    "\n  mutation CreatePriceLevel($name: String!) {\n    createPriceLevel(name: $name) {\n      id\n      name\n    }\n  }\n": typeof types.CreatePriceLevelDocument,
    "\n  mutation DeletePriceLevel($id: ID!) {\n    deletePriceLevel(id: $id)\n  }\n": typeof types.DeletePriceLevelDocument,
    "\n  query PriceLevelProducts($priceLevelId: ID!, $search: String, $onlyCustom: Boolean, $offset: Int, $limit: Int) {\n    priceLevelProducts(\n      priceLevelId: $priceLevelId\n      search: $search\n      onlyCustom: $onlyCustom\n      offset: $offset\n      limit: $limit\n    ) {\n      priceLevelId\n      priceLevelName\n      totalCount\n      rows {\n        productId\n        productCode\n        productName\n        isEnabled\n        defaultPrice\n        customPrice\n      }\n    }\n  }\n": typeof types.PriceLevelProductsDocument,
    "\n  mutation UpdateCustomPrices($priceLevelId: ID!, $changes: [CustomPriceChangeInput!]!) {\n    updateCustomPrices(priceLevelId: $priceLevelId, changes: $changes) {\n      priceLevelId\n      set\n      removed\n      customPriceCount\n    }\n  }\n": typeof types.UpdateCustomPricesDocument,
    "\n  query GetProduct($id: ID!) {\n    getProduct(id: $id) {\n      ...ProductDetail\n    }\n  }\n\n  fragment ProductDetail on Product {\n    id\n    productName\n    productCode\n    description\n    productUnit\n    categoryName\n    isInStock\n    availability\n    image {\n      url\n      srcSet\n      width\n      height\n    }\n    price {\n      defaultPrice\n      customPrice\n      price\n    }\n  }\n": typeof types.GetProductDocument,
    "\n  subscription AdminProductChanged {\n    productChanged {\n      action\n      productId\n    }\n  }\n": typeof types.AdminProductChangedDocument,
    "\n  query AdminProducts($search: String, $categoryId: ID, $offset: Int, $limit: Int) {\n    adminProducts(search: $search, categoryId: $categoryId, offset: $offset, limit: $limit) {\n      totalCount\n      rows {\n        ...AdminProductRow\n      }\n    }\n  }\n\n  fragment AdminProductRow on AdminProduct {\n    id\n    productName\n    productCode\n    productType\n    description\n    productUnit\n    productGroup\n    categoryId\n    categoryName\n    defaultPrice\n    isEnabled\n    isInStock\n    leadDays\n    deliveryWeekdays\n    imageKey\n    image {\n      url\n      srcSet\n      width\n      height\n    }\n  }\n": typeof types.AdminProductsDocument,
    "\n  mutation CreateProduct($input: ProductInput!) {\n    createProduct(input: $input) {\n      ...AdminProductRow\n    }\n  }\n": typeof types.CreateProductDocument,
    "\n  mutation DeleteProduct($id: ID!) {\n    deleteProduct(id: $id) {\n      id\n      outcome\n    }\n  }\n": typeof types.DeleteProductDocument,
    "\n  query NewProductPriceLevels {\n    productPriceLevels {\n      ...ProductLevelPriceFields\n    }\n  }\n\n  fragment ProductLevelPriceFields on ProductLevelPrice {\n    priceLevelId\n    priceLevelName\n    customPrice\n  }\n": typeof types.NewProductPriceLevelsDocument,
    "\n  query ProductCategories {\n    listCategories {\n      id\n      categoryName\n    }\n  }\n": typeof types.ProductCategoriesDocument,
    "\n  query ProductFormData($id: ID!) {\n    adminProduct(id: $id) {\n      ...AdminProductRow\n      sync {\n        system\n        status\n        lastError\n      }\n    }\n    productPriceLevels(productId: $id) {\n      ...ProductLevelPriceFields\n    }\n  }\n": typeof types.ProductFormDataDocument,
    "\n  mutation UpdateProduct($id: ID!, $input: ProductInput!) {\n    updateProduct(id: $id, input: $input) {\n      ...AdminProductRow\n    }\n  }\n": typeof types.UpdateProductDocument,
    "\n  fragment BankLineFields on BankLine {\n    key\n    lineNumber\n    fileName\n    postedOn\n    amount\n    particulars\n    code\n    reference\n    otherParty\n    status\n    alreadyImported\n    paymentId\n    proposal {\n      customerId\n      companyName\n      customerCode\n      documents {\n        id\n        number\n      }\n      reason\n    }\n  }\n": typeof types.BankLineFieldsFragmentDoc,
    "\n  query BankLines {\n    bankLines(status: OPEN) {\n      ...BankLineFields\n    }\n  }\n": typeof types.BankLinesDocument,
    "\n  mutation ConfirmBankLine($key: ID!, $customerId: ID!, $documentIds: [ID!]) {\n    confirmBankLine(key: $key, customerId: $customerId, documentIds: $documentIds) {\n      ...BankLineFields\n    }\n  }\n": typeof types.ConfirmBankLineDocument,
    "\n  query CustomerLedger($customerId: ID!) {\n    customerLedger(customerId: $customerId) {\n      ...CustomerLedgerFields\n    }\n  }\n": typeof types.CustomerLedgerDocument,
    "\n  fragment CustomerLedgerFields on CustomerLedger {\n    source\n    readAt\n    recordsPayments\n    account {\n      customerId\n      companyName\n      code\n      balance\n      overdue\n      credit\n      onStop\n      onStopReason\n      creditLimit\n      termsLabel\n      oldestOverdueDays\n      ageing {\n        current\n        days1to30\n        days31to60\n        days61to90\n        days90plus\n      }\n    }\n    entries {\n      id\n      kind\n      date\n      number\n      description\n      dueDate\n      debit\n      credit\n      runningBalance\n      pdfUrl\n    }\n    openDocuments {\n      id\n      kind\n      number\n      issuedDate\n      dueDate\n      total\n      open\n      daysOverdue\n      pdfUrl\n    }\n    payments {\n      id\n      receivedOn\n      amount\n      method\n      reference\n      actorName\n      reversedAt\n      reversedReason\n      reversedByName\n      unallocated\n      allocations {\n        documentNumber\n        amount\n      }\n    }\n  }\n": typeof types.CustomerLedgerFieldsFragmentDoc,
    "\n  query CustomerReminders($customerId: ID!) {\n    customerReminders(customerId: $customerId) {\n      id\n      sentOn\n      toEmail\n      total\n      documents {\n        id\n        kind\n        number\n        dueDate\n        daysOverdue\n        open\n      }\n    }\n  }\n": typeof types.CustomerRemindersDocument,
    "\n  query CustomerStatements($customerId: ID!) {\n    customerStatements(customerId: $customerId) {\n      id\n      period\n      periodLabel\n      statementDate\n      openingBalance\n      closingBalance\n      pdfUrl\n    }\n  }\n": typeof types.CustomerStatementsDocument,
    "\n  mutation IgnoreBankLine($key: ID!) {\n    ignoreBankLine(key: $key) {\n      ...BankLineFields\n    }\n  }\n": typeof types.IgnoreBankLineDocument,
    "\n  mutation ImportBankLines($fileName: String!, $csv: String!, $mapping: BankCsvMappingInput!) {\n    importBankLines(fileName: $fileName, csv: $csv, mapping: $mapping) {\n      imported\n      alreadyImported\n      debitCount\n    }\n  }\n": typeof types.ImportBankLinesDocument,
    "\n  mutation PreviewBankImport($fileName: String!, $csv: String!, $mapping: BankCsvMappingInput) {\n    previewBankImport(fileName: $fileName, csv: $csv, mapping: $mapping) {\n      fileName\n      header\n      mapping {\n        date\n        amount\n        particulars\n        code\n        reference\n        otherParty\n        dateFormat\n      }\n      mappingSaved\n      lines {\n        ...BankLineFields\n      }\n      debitCount\n      problem\n    }\n  }\n": typeof types.PreviewBankImportDocument,
    "\n  query Receivables($search: String, $filter: ReceivablesFilter!, $offset: Int!, $limit: Int!) {\n    receivables(search: $search, filter: $filter, offset: $offset, limit: $limit) {\n      totalCount\n      balance\n      totals {\n        current\n        days1to30\n        days31to60\n        days61to90\n        days90plus\n      }\n      source\n      readAt\n      rows {\n        customerId\n        companyName\n        code\n        balance\n        overdue\n        credit\n        onStop\n        ageing {\n          current\n          days1to30\n          days31to60\n          days61to90\n          days90plus\n        }\n      }\n    }\n  }\n": typeof types.ReceivablesDocument,
    "\n  mutation RecordPayment($customerId: ID!, $input: PaymentInput!, $allocateTo: [ID!]) {\n    recordPayment(customerId: $customerId, input: $input, allocateTo: $allocateTo) {\n      ...CustomerLedgerFields\n    }\n  }\n": typeof types.RecordPaymentDocument,
    "\n  mutation ReversePayment($paymentId: ID!, $reason: String!) {\n    reversePayment(paymentId: $paymentId, reason: $reason) {\n      ...CustomerLedgerFields\n    }\n  }\n": typeof types.ReversePaymentDocument,
    "\n  mutation SendStatements($period: String!) {\n    sendStatements(period: $period) {\n      ...StatementRunFields\n    }\n  }\n": typeof types.SendStatementsDocument,
    "\n  query StatementRecipients($period: String) {\n    statementRecipients(period: $period) {\n      period\n      periodLabel\n      customerCount\n    }\n  }\n": typeof types.StatementRecipientsDocument,
    "\n  query StatementRun($period: String!) {\n    statementRun(period: $period) {\n      ...StatementRunFields\n    }\n  }\n": typeof types.StatementRunDocument,
    "\n  fragment StatementRunFields on StatementRun {\n    period\n    periodLabel\n    startedAt\n    startedByName\n    queued\n    sent\n    failed\n    finishedAt\n  }\n": typeof types.StatementRunFieldsFragmentDoc,
    "\n  query RecurringClosedDays {\n    closedDays {\n      date\n      name\n    }\n  }\n": typeof types.RecurringClosedDaysDocument,
    "\n  mutation CreateRecurringOrder($input: RecurringOrderInput!) {\n    createRecurringOrder(input: $input) {\n      ...RecurringOrderFields\n    }\n  }\n": typeof types.CreateRecurringOrderDocument,
    "\n  query RecurringCutoffHour {\n    getSettingsVariables {\n      cutoffHour\n    }\n  }\n": typeof types.RecurringCutoffHourDocument,
    "\n  mutation DeleteRecurringOrder($id: ID!, $version: Int!) {\n    deleteRecurringOrder(id: $id, version: $version)\n  }\n": typeof types.DeleteRecurringOrderDocument,
    "\n  query RecurringOrder($id: ID!) {\n    recurringOrder(id: $id) {\n      ...RecurringOrderFields\n    }\n  }\n": typeof types.RecurringOrderDocument,
    "\n  fragment RecurringOrderFields on RecurringOrder {\n    id\n    isActive\n    frequency\n    startingDate\n    selectedDays\n    frequencyText\n    isDelivery\n    freight\n    cutting\n    notes\n    lastGeneratedDate\n    updatedAt\n    version\n    updatedByName\n    customer {\n      id\n      companyName\n      firstName\n      lastName\n      customerCode\n      email\n      isActive\n      deliveryZoneName\n      deliveryWeekdays\n    }\n    lines {\n      id\n      productId\n      productName\n      productCode\n      unit\n      quantity\n      notes\n      available\n      unitPrice\n      image {\n        url\n        srcSet\n        width\n        height\n      }\n    }\n  }\n": typeof types.RecurringOrderFieldsFragmentDoc,
    "\n  subscription RecurringOrdersChanged {\n    recurringOrdersChanged {\n      action\n      recurringOrderId\n    }\n  }\n": typeof types.RecurringOrdersChangedDocument,
    "\n  query RecurringOrders($filter: RecurringFilter!, $search: String, $offset: Int!, $limit: Int!) {\n    recurringOrders(filter: $filter, search: $search, offset: $offset, limit: $limit) {\n      total\n      rows {\n        id\n        companyName\n        frequency\n        selectedDays\n        frequencyText\n        isActive\n        nextRun {\n          dueDate\n          processingDate\n          text\n        }\n      }\n    }\n  }\n": typeof types.RecurringOrdersDocument,
    "\n  mutation SetRecurringOrderActive($id: ID!, $version: Int!, $isActive: Boolean!) {\n    setRecurringOrderActive(id: $id, version: $version, isActive: $isActive) {\n      ...RecurringOrderFields\n    }\n  }\n": typeof types.SetRecurringOrderActiveDocument,
    "\n  mutation UpdateRecurringOrder($id: ID!, $version: Int!, $input: RecurringOrderInput!) {\n    updateRecurringOrder(id: $id, version: $version, input: $input) {\n      ...RecurringOrderFields\n    }\n  }\n": typeof types.UpdateRecurringOrderDocument,
    "\n  query SearchProducts($term: String!) {\n    searchProducts(term: $term) {\n      ...SearchResult\n    }\n  }\n\n  fragment SearchResult on Product {\n    id\n    productName\n    isInStock\n    image {\n      url\n      srcSet\n      width\n      height\n    }\n  }\n": typeof types.SearchProductsDocument,
    "\n  mutation AddClosedDay($date: String!, $name: String!) {\n    addClosedDay(date: $date, name: $name) {\n      ...SettingsClosedDayFields\n    }\n  }\n": typeof types.AddClosedDayDocument,
    "\n  query BusinessProfile {\n    businessProfile {\n      brand\n      intro\n      about\n      address\n      phone\n      email\n      hours\n      socialLink\n      socialLabel\n    }\n  }\n": typeof types.BusinessProfileDocument,
    "\n  mutation AdminChangePassword($currentPassword: String!, $newPassword: String!) {\n    changePassword(currentPassword: $currentPassword, newPassword: $newPassword)\n  }\n": typeof types.AdminChangePasswordDocument,
    "\n  query ClosedDays {\n    closedDays {\n      ...SettingsClosedDayFields\n    }\n  }\n": typeof types.ClosedDaysDocument,
    "\n  fragment SettingsClosedDayFields on ClosedDay {\n    date\n    name\n  }\n": typeof types.SettingsClosedDayFieldsFragmentDoc,
    "\n  mutation CreateAdmin($input: CreateAdminInput!) {\n    createAdmin(input: $input) {\n      ...AdminAccountFields\n    }\n  }\n": typeof types.CreateAdminDocument,
    "\n  mutation CreateDriver($input: CreateAdminInput!) {\n    createDriver(input: $input) {\n      ...AdminAccountFields\n    }\n  }\n": typeof types.CreateDriverDocument,
    "\n  query InvoiceSettings {\n    invoiceSettings {\n      ...InvoiceSettingsFields\n    }\n  }\n": typeof types.InvoiceSettingsDocument,
    "\n  fragment InvoiceSettingsFields on InvoiceSettings {\n    gstNumber\n    address\n    paymentTerms\n    paymentTermsLabel\n    bankAccount\n    stopAfterOverdueDays\n    reminderAfterDays\n    xeroAccountCode\n    xeroTaxType\n  }\n": typeof types.InvoiceSettingsFieldsFragmentDoc,
    "\n  query ListAdmins($offset: Int!, $limit: Int) {\n    listAdmins(offset: $offset, limit: $limit) {\n      total\n      admins {\n        ...AdminAccountFields\n      }\n    }\n  }\n": typeof types.ListAdminsDocument,
    "\n  query ListDrivers {\n    listDrivers {\n      ...AdminAccountFields\n    }\n  }\n": typeof types.ListDriversDocument,
    "\n  query MyAdminAccount {\n    myAdminAccount {\n      ...AdminAccountFields\n    }\n  }\n": typeof types.MyAdminAccountDocument,
    "\n  fragment AdminAccountFields on AdminAccount {\n    id\n    firstName\n    lastName\n    email\n    mustChangePassword\n  }\n": typeof types.AdminAccountFieldsFragmentDoc,
    "\n  mutation RemoveAdmin($id: ID!) {\n    removeAdmin(id: $id)\n  }\n": typeof types.RemoveAdminDocument,
    "\n  mutation RemoveClosedDay($date: String!) {\n    removeClosedDay(date: $date) {\n      ...SettingsClosedDayFields\n    }\n  }\n": typeof types.RemoveClosedDayDocument,
    "\n  mutation RemoveDriver($id: ID!) {\n    removeDriver(id: $id)\n  }\n": typeof types.RemoveDriverDocument,
    "\n  mutation ResetCustomerPassword($customerId: ID!, $password: String!) {\n    issueCustomerTemporaryPassword(customerId: $customerId, password: $password)\n  }\n": typeof types.ResetCustomerPasswordDocument,
    "\n  query SearchCustomers($search: String!) {\n    searchCustomers(search: $search) {\n      ...CustomerMatchFields\n    }\n  }\n": typeof types.SearchCustomersDocument,
    "\n  fragment CustomerMatchFields on CustomerMatch {\n    id\n    companyName\n    contactName\n    email\n  }\n": typeof types.CustomerMatchFieldsFragmentDoc,
    "\n  query SettingsVariables {\n    getSettingsVariables {\n      ...SettingsVariablesFields\n    }\n  }\n": typeof types.SettingsVariablesDocument,
    "\n  fragment SettingsVariablesFields on SettingsVariables {\n    cutoffHour\n    freightChargeCents\n    freeFreightThresholdCents\n  }\n": typeof types.SettingsVariablesFieldsFragmentDoc,
    "\n  mutation UpdateInvoiceSettings($input: InvoiceSettingsInput!) {\n    updateInvoiceSettings(input: $input) {\n      ...InvoiceSettingsFields\n    }\n  }\n": typeof types.UpdateInvoiceSettingsDocument,
    "\n  mutation UpdateMyAdminAccount($input: UpdateMyAdminAccountInput!) {\n    updateMyAdminAccount(input: $input) {\n      ...AdminAccountFields\n    }\n  }\n": typeof types.UpdateMyAdminAccountDocument,
    "\n  mutation UpdateSettingsVariables($input: UpdateSettingsVariablesInput!) {\n    updateSettingsVariables(input: $input) {\n      ...SettingsVariablesFields\n    }\n  }\n": typeof types.UpdateSettingsVariablesDocument,
    "\n  fragment XeroConnectionFields on XeroConnection {\n    available\n    status\n    tenantName\n    connectedByName\n    connectedAt\n    problem\n    connectUrl\n    organisations {\n      tenantId\n      tenantName\n    }\n  }\n": typeof types.XeroConnectionFieldsFragmentDoc,
    "\n  query XeroConnection {\n    xeroConnection {\n      ...XeroConnectionFields\n    }\n  }\n": typeof types.XeroConnectionDocument,
    "\n  mutation ChooseXeroOrganisation($tenantId: String!) {\n    chooseXeroOrganisation(tenantId: $tenantId) {\n      ...XeroConnectionFields\n    }\n  }\n": typeof types.ChooseXeroOrganisationDocument,
    "\n  mutation DisconnectXero {\n    disconnectXero {\n      ...XeroConnectionFields\n    }\n  }\n": typeof types.DisconnectXeroDocument,
    "\n  query XeroMapping {\n    xeroMapping {\n      salesAccountCode\n      freightAccountCode\n      cuttingAccountCode\n      taxType\n      contactMatch\n      syncFrom\n    }\n  }\n": typeof types.XeroMappingDocument,
    "\n  mutation SetXeroMapping(\n    $salesAccountCode: String!\n    $freightAccountCode: String!\n    $cuttingAccountCode: String!\n    $taxType: String!\n    $contactMatch: XeroContactMatch!\n  ) {\n    setXeroMapping(\n      salesAccountCode: $salesAccountCode\n      freightAccountCode: $freightAccountCode\n      cuttingAccountCode: $cuttingAccountCode\n      taxType: $taxType\n      contactMatch: $contactMatch\n    ) {\n      salesAccountCode\n      freightAccountCode\n      cuttingAccountCode\n      taxType\n      contactMatch\n      syncFrom\n    }\n  }\n": typeof types.SetXeroMappingDocument,
    "\n  query XeroPushProblems {\n    xeroPushProblems {\n      kind\n      localId\n      document\n      error\n      attempts\n      attemptedAt\n    }\n  }\n": typeof types.XeroPushProblemsDocument,
    "\n  mutation RetryXeroPush($kind: XeroLinkKind!, $localId: ID!) {\n    retryXeroPush(kind: $kind, localId: $localId) {\n      kind\n      localId\n      document\n      error\n      attempts\n      attemptedAt\n    }\n  }\n": typeof types.RetryXeroPushDocument,
    "\n  query XeroContactPreview {\n    xeroContactPreview {\n      customerId\n      code\n      name\n      match\n      contactName\n    }\n  }\n": typeof types.XeroContactPreviewDocument,
};
const documents: Documents = {
    "\n  query OrderEditorCategories {\n    listCategories {\n      id\n      categoryName\n    }\n  }\n": types.OrderEditorCategoriesDocument,
    "\n  query OrderCustomerMatches($search: String!) {\n    searchCustomers(search: $search) {\n      id\n      companyName\n      contactName\n      email\n      phone\n      customerLevel\n      deliveryZoneName\n      deliveryWeekdays\n    }\n  }\n": types.OrderCustomerMatchesDocument,
    "\n  query StaffOrderProducts($customerId: ID, $search: String, $categoryId: ID, $limit: Int) {\n    staffOrderProducts(customerId: $customerId, search: $search, categoryId: $categoryId, limit: $limit) {\n      id\n      name\n      code\n      unit\n      categoryId\n      categoryName\n      price\n      isEnabled\n      inStock\n      image {\n        url\n        srcSet\n        width\n        height\n      }\n    }\n  }\n": types.StaffOrderProductsDocument,
    "\n  mutation ChangePassword($currentPassword: String!, $newPassword: String!) {\n    changePassword(currentPassword: $currentPassword, newPassword: $newPassword)\n  }\n": types.ChangePasswordDocument,
    "\n  subscription MyAccountChanged {\n    myAccountChanged {\n      action\n      isActive\n    }\n  }\n": types.MyAccountChangedDocument,
    "\n  query MyAccount {\n    myAccount {\n      ...MyAccountFields\n    }\n  }\n": types.MyAccountDocument,
    "\n  fragment MyAccountFields on MyAccount {\n    businessName\n    contactPerson\n    phone\n    email\n    address {\n      addr1\n      addr2\n      addr3\n      city\n      postalCode\n    }\n    orderConfirmationEmails\n  }\n": types.MyAccountFieldsFragmentDoc,
    "\n  query MyCutoffReminder {\n    myCutoffReminder {\n      ...CutoffReminderFields\n    }\n  }\n": types.MyCutoffReminderDocument,
    "\n  fragment CutoffReminderFields on CutoffReminder {\n    enabled\n    hoursBefore\n    weekdays\n  }\n": types.CutoffReminderFieldsFragmentDoc,
    "\n  query MyLedger {\n    myLedger {\n      source\n      readAt\n      account {\n        balance\n        overdue\n        credit\n        termsLabel\n      }\n      openDocuments {\n        id\n        kind\n        number\n        issuedDate\n        dueDate\n        total\n        open\n        daysOverdue\n        pdfUrl\n      }\n      payments {\n        id\n        receivedOn\n        amount\n        method\n        reference\n        reversedAt\n      }\n    }\n  }\n": types.MyLedgerDocument,
    "\n  query MyRecurringOrders {\n    myRecurringOrders {\n      id\n      frequencyText\n      startingDate\n      isDelivery\n      lines {\n        productName\n        unit\n        quantity\n      }\n      nextRuns {\n        dueDate\n        text\n      }\n    }\n  }\n": types.MyRecurringOrdersDocument,
    "\n  query MyStatements {\n    myStatements {\n      id\n      period\n      periodLabel\n      statementDate\n      closingBalance\n      pdfUrl\n    }\n  }\n": types.MyStatementsDocument,
    "\n  mutation SetMyCutoffReminder($input: CutoffReminderInput!) {\n    setMyCutoffReminder(input: $input) {\n      ...CutoffReminderFields\n    }\n  }\n": types.SetMyCutoffReminderDocument,
    "\n  query AccountCutoffHour {\n    getSettingsVariables {\n      cutoffHour\n    }\n  }\n": types.AccountCutoffHourDocument,
    "\n  mutation UpdateMyAccount($input: UpdateMyAccountInput!) {\n    updateMyAccount(input: $input) {\n      ...MyAccountFields\n    }\n  }\n": types.UpdateMyAccountDocument,
    "\n  mutation CompleteFirstSignIn($newPassword: String!) {\n    completeFirstSignIn(newPassword: $newPassword) {\n      ...ViewerFields\n    }\n  }\n": types.CompleteFirstSignInDocument,
    "\n  query Me {\n    me {\n      ...ViewerFields\n    }\n  }\n": types.MeDocument,
    "\n  fragment ViewerFields on Viewer {\n    id\n    email\n    firstName\n    lastName\n    role\n    customerId\n    mustChangePassword\n  }\n": types.ViewerFieldsFragmentDoc,
    "\n  mutation RequestPasswordReset($email: String!) {\n    requestPasswordReset(email: $email)\n  }\n": types.RequestPasswordResetDocument,
    "\n  mutation ResetPassword($email: String!, $code: String!, $newPassword: String!) {\n    resetPassword(email: $email, code: $code, newPassword: $newPassword)\n  }\n": types.ResetPasswordDocument,
    "\n  fragment BackupStatusFields on BackupStatus {\n    hour\n    keep\n    folder\n    latest {\n      day\n      startedAt\n      finishedAt\n      status\n      bytes\n      error\n    }\n  }\n": types.BackupStatusFieldsFragmentDoc,
    "\n  query BackupStatus {\n    backupStatus {\n      ...BackupStatusFields\n    }\n  }\n": types.BackupStatusDocument,
    "\n  mutation UpdateBackupSettings($hour: Int!, $keep: Int!) {\n    updateBackupSettings(hour: $hour, keep: $keep) {\n      ...BackupStatusFields\n    }\n  }\n": types.UpdateBackupSettingsDocument,
    "\n  query AccountOnHold {\n    me {\n      accountOnHold\n    }\n  }\n": types.AccountOnHoldDocument,
    "\n  mutation CreateOrder($input: CreateOrderInput!) {\n    createOrder(input: $input) {\n      ...PlacedOrder\n    }\n  }\n\n  fragment PlacedOrder on Order {\n    id\n    shortId\n    processingDate\n    itemCount\n    totals {\n      total\n    }\n  }\n": types.CreateOrderDocument,
    "\n  mutation DeleteProductNote($productId: ID!) {\n    deleteProductNote(productId: $productId)\n  }\n": types.DeleteProductNoteDocument,
    "\n  query GetCartProducts($ids: [ID!]!) {\n    getProducts(ids: $ids) {\n      ...CartProduct\n    }\n  }\n\n  fragment CartProduct on Product {\n    id\n    productName\n    productCode\n    productUnit\n    isInStock\n    image {\n      url\n      srcSet\n      width\n      height\n    }\n    price {\n      price\n    }\n  }\n": types.GetCartProductsDocument,
    "\n  query GetSettingsVariables {\n    getSettingsVariables {\n      cutoffHour\n      freightChargeCents\n      freeFreightThresholdCents\n    }\n  }\n": types.GetSettingsVariablesDocument,
    "\n  query MyProductNotes {\n    myProductNotes {\n      productId\n      notes\n    }\n  }\n": types.MyProductNotesDocument,
    "\n  query OrderProcessingDate {\n    orderProcessingDate {\n      date\n      moved\n      notice\n      delivery {\n        date\n        text\n        notice\n        zoneName\n        days\n        freightChargeCents\n        freeFreightThresholdCents\n        minimumOrderCents\n      }\n    }\n  }\n": types.OrderProcessingDateDocument,
    "\n  mutation SetProductNote($productId: ID!, $notes: String!) {\n    setProductNote(productId: $productId, notes: $notes) {\n      productId\n      notes\n    }\n  }\n": types.SetProductNoteDocument,
    "\n  subscription SettingsChanged {\n    settingsChanged {\n      cutoffHour\n      freightChargeCents\n      freeFreightThresholdCents\n    }\n  }\n": types.SettingsChangedDocument,
    "\n  query ListProducts($category: String, $search: String, $after: String, $first: Int) {\n    listProducts(category: $category, search: $search, after: $after, first: $first) {\n      products {\n        ...CatalogueProduct\n      }\n      nextCursor\n      totalCount\n    }\n  }\n\n  fragment CatalogueProduct on Product {\n    id\n    productName\n    productCode\n    productUnit\n    isInStock\n    availability\n    image {\n      url\n      srcSet\n      width\n      height\n    }\n    price {\n      defaultPrice\n      customPrice\n      price\n    }\n  }\n": types.ListProductsDocument,
    "\n  subscription MyPricesChanged {\n    myPricesChanged {\n      reason\n    }\n  }\n": types.MyPricesChangedDocument,
    "\n  subscription ProductChanged {\n    productChanged {\n      action\n      product {\n        id\n      }\n    }\n  }\n": types.ProductChangedDocument,
    "\n  subscription CategoryChanged {\n    categoryChanged {\n      action\n      category {\n        id\n        categoryName\n      }\n    }\n  }\n": types.CategoryChangedDocument,
    "\n  mutation CreateCategory($categoryName: String!) {\n    createCategory(categoryName: $categoryName) {\n      id\n      categoryName\n    }\n  }\n": types.CreateCategoryDocument,
    "\n  mutation DeleteCategory($id: ID!) {\n    deleteCategory(id: $id)\n  }\n": types.DeleteCategoryDocument,
    "\n  query ListCategories {\n    listCategories {\n      id\n      categoryName\n    }\n  }\n": types.ListCategoriesDocument,
    "\n  mutation UpdateCategory($id: ID!, $categoryName: String!) {\n    updateCategory(id: $id, categoryName: $categoryName) {\n      id\n      categoryName\n    }\n  }\n": types.UpdateCategoryDocument,
    "\n  query ContactPrefill {\n    myAccount {\n      firstName\n      lastName\n      email\n      phone\n    }\n  }\n": types.ContactPrefillDocument,
    "\n  mutation SendContactMessage($input: ContactMessageInput!) {\n    sendContactMessage(input: $input)\n  }\n": types.SendContactMessageDocument,
    "\n  query AdminCustomers($search: String, $offset: Int, $limit: Int) {\n    adminCustomers(search: $search, offset: $offset, limit: $limit) {\n      totalCount\n      rows {\n        ...AdminCustomerRow\n      }\n    }\n  }\n\n  fragment AdminCustomerRow on AdminCustomer {\n    id\n    customerCode\n    firstName\n    lastName\n    email\n    mobile\n    companyName\n    customerLevel\n    isActive\n    onStop\n    onStopReason\n    onStopSince\n    priceLevel {\n      id\n      name\n    }\n    deliveryZone {\n      id\n      name\n    }\n    address {\n      addr1\n      addr2\n      addr3\n      city\n      postalCode\n    }\n    paymentTerms\n    paymentTermsLabel\n    creditLimit\n    orderCount\n    recurringOrderCount\n    accountingSync {\n      state\n      lastError\n    }\n    sync {\n      system\n      status\n      lastError\n    }\n  }\n": types.AdminCustomersDocument,
    "\n  mutation CreateCustomer($input: CustomerInput!) {\n    createCustomer(input: $input) {\n      ...AdminCustomerRow\n    }\n  }\n": types.CreateCustomerDocument,
    "\n  subscription CustomerChanged {\n    customerChanged {\n      action\n      customerId\n    }\n  }\n": types.CustomerChangedDocument,
    "\n  query CustomerCutoffReminders($customerId: ID!) {\n    customerCutoffReminders(customerId: $customerId) {\n      id\n      processingDate\n      sentAt\n      toEmail\n      hoursBefore\n    }\n  }\n": types.CustomerCutoffRemindersDocument,
    "\n  query CustomerDeliveryZones {\n    deliveryZones {\n      id\n      name\n    }\n  }\n": types.CustomerDeliveryZonesDocument,
    "\n  query CustomerPriceLevels {\n    adminPriceLevels {\n      rows {\n        id\n        name\n      }\n    }\n  }\n": types.CustomerPriceLevelsDocument,
    "\n  mutation DeleteCustomer($id: ID!) {\n    deleteCustomer(id: $id) {\n      id\n      outcome\n    }\n  }\n": types.DeleteCustomerDocument,
    "\n  mutation SetCustomerActive($customerId: ID!, $isActive: Boolean!) {\n    setCustomerActive(customerId: $customerId, isActive: $isActive)\n  }\n": types.SetCustomerActiveDocument,
    "\n  mutation SetCustomerOnStop($id: ID!, $onStop: Boolean!, $reason: String) {\n    setCustomerOnStop(id: $id, onStop: $onStop, reason: $reason) {\n      ...AdminCustomerRow\n    }\n  }\n": types.SetCustomerOnStopDocument,
    "\n  query ShopPaymentTerms {\n    invoiceSettings {\n      paymentTermsLabel\n    }\n  }\n": types.ShopPaymentTermsDocument,
    "\n  mutation UpdateCustomer($id: ID!, $input: CustomerInput!) {\n    updateCustomer(id: $id, input: $input) {\n      ...AdminCustomerRow\n    }\n  }\n": types.UpdateCustomerDocument,
    "\n  query AccountingSales($from: String!, $to: String!) {\n    accountingSales(from: $from, to: $to) {\n      dailySalesTotal\n      topCustomersDaily {\n        customerName\n        value\n      }\n      monthlySales\n      yearToDate {\n        customerName\n        value\n      }\n      donut {\n        value\n        customers {\n          customerName\n          value\n        }\n      }\n    }\n  }\n": types.AccountingSalesDocument,
    "\n  query DashboardFigures {\n    dashboardFigures {\n      today\n      totalCustomers\n      daily {\n        exGst\n        incGst\n        invoiceCount\n      }\n      yesterday {\n        exGst\n        incGst\n        invoiceCount\n      }\n      monthToDate {\n        exGst\n        incGst\n        invoiceCount\n      }\n      work {\n        processingDate\n        pending\n        packed\n        estimateTotal\n      }\n      salesSource\n    }\n  }\n": types.DashboardFiguresDocument,
    "\n  subscription DashboardOrderChanged {\n    adminOrderChanged {\n      action\n      orderId\n    }\n  }\n": types.DashboardOrderChangedDocument,
    "\n  query DashboardOrdersExport($filter: AdminOrderFilter!, $from: String!, $to: String!) {\n    adminOrdersExport(filter: $filter, from: $from, to: $to) {\n      totalCount\n      rows {\n        id\n        shortId\n        companyName\n        processingDate\n        status\n      }\n    }\n  }\n": types.DashboardOrdersExportDocument,
    "\n  query DashboardOrders($filter: AdminOrderFilter!, $from: String, $to: String, $offset: Int!, $limit: Int!) {\n    adminOrders(filter: $filter, from: $from, to: $to, offset: $offset, limit: $limit) {\n      totalCount\n      countIsCapped\n      rows {\n        id\n        shortId\n        companyName\n        processingDate\n        status\n      }\n    }\n  }\n": types.DashboardOrdersDocument,
    "\n  query OrdersByDay($from: String!, $to: String!, $status: OrderStatus) {\n    ordersByDay(from: $from, to: $to, status: $status) {\n      date\n      pending\n      packed\n      completed\n      cancelled\n    }\n  }\n": types.OrdersByDayDocument,
    "\n  query SalesByDay($from: String!, $to: String!) {\n    salesByDay(from: $from, to: $to) {\n      date\n      exGst\n      incGst\n      invoiceCount\n    }\n  }\n": types.SalesByDayDocument,
    "\n  query TopCustomers($from: String!, $to: String!) {\n    topCustomers(from: $from, to: $to) {\n      from\n      to\n      total {\n        exGst\n        incGst\n        invoiceCount\n      }\n      customers {\n        customerId\n        customerName\n        exGst\n        incGst\n      }\n      others {\n        exGst\n        incGst\n        invoiceCount\n      }\n    }\n  }\n": types.TopCustomersDocument,
    "\n  query UndeliveredStops {\n    undeliveredStops {\n      orderId\n      shortId\n      companyName\n      phone\n      zoneName\n      processingDate\n    }\n  }\n": types.UndeliveredStopsDocument,
    "\n  mutation ArrangeDeliveryRun($date: String!, $zoneId: ID, $customerIds: [ID!]!) {\n    arrangeDeliveryRun(date: $date, zoneId: $zoneId, customerIds: $customerIds) {\n      ...DeliveryRunFields\n    }\n  }\n": types.ArrangeDeliveryRunDocument,
    "\n  subscription RunSheetOrderChanged {\n    adminOrderChanged {\n      action\n      orderId\n    }\n  }\n": types.RunSheetOrderChangedDocument,
    "\n  fragment DeliveryRunFields on DeliveryRun {\n    zoneId\n    zoneName\n    driverName\n    finishedAt\n    stops {\n      orderId\n      shortId\n      customerId\n      companyName\n      contactName\n      phone\n      address\n      notes\n      purchaseOrder\n      status\n      lineCount\n      cartons\n      deliveredAt\n      receivedBy\n    }\n  }\n": types.DeliveryRunFieldsFragmentDoc,
    "\n  query DeliveryRuns($date: String!) {\n    deliveryRuns(date: $date) {\n      ...DeliveryRunFields\n    }\n  }\n": types.DeliveryRunsDocument,
    "\n  query RunSheetPackingDay {\n    packingBoard {\n      processingDate\n    }\n  }\n": types.RunSheetPackingDayDocument,
    "\n  mutation CreateDeliveryZone($input: DeliveryZoneInput!) {\n    createDeliveryZone(input: $input) {\n      ...DeliveryZoneFields\n    }\n  }\n": types.CreateDeliveryZoneDocument,
    "\n  mutation DeleteDeliveryZone($id: ID!) {\n    deleteDeliveryZone(id: $id)\n  }\n": types.DeleteDeliveryZoneDocument,
    "\n  query DeliveryZoneDrivers {\n    listDrivers {\n      id\n      firstName\n      lastName\n      email\n    }\n  }\n": types.DeliveryZoneDriversDocument,
    "\n  query DeliveryZones {\n    deliveryZones {\n      ...DeliveryZoneFields\n    }\n  }\n": types.DeliveryZonesDocument,
    "\n  fragment DeliveryZoneFields on DeliveryZone {\n    id\n    name\n    weekdays\n    cutoffHour\n    freightChargeCents\n    freeFreightThresholdCents\n    minimumOrderCents\n    customerCount\n    driverId\n    driverName\n  }\n": types.DeliveryZoneFieldsFragmentDoc,
    "\n  mutation UpdateDeliveryZone($id: ID!, $input: DeliveryZoneInput!) {\n    updateDeliveryZone(id: $id, input: $input) {\n      ...DeliveryZoneFields\n    }\n  }\n": types.UpdateDeliveryZoneDocument,
    "\n  fragment DriverRunFields on DriverRun {\n    zoneId\n    zoneName\n    finishedAt\n    stops {\n      orderId\n      shortId\n      customerId\n      companyName\n      contactName\n      phone\n      address\n      notes\n      purchaseOrder\n      status\n      lineCount\n      cartons\n      deliveredAt\n      receivedBy\n    }\n  }\n": types.DriverRunFieldsFragmentDoc,
    "\n  query DriverDeliveryRuns($date: String!) {\n    myDeliveryRuns(date: $date) {\n      ...DriverRunFields\n    }\n  }\n": types.DriverDeliveryRunsDocument,
    "\n  mutation DriverFinishRun($zoneId: ID!, $date: String!) {\n    finishDeliveryRun(zoneId: $zoneId, date: $date)\n  }\n": types.DriverFinishRunDocument,
    "\n  mutation DriverMarkDelivered($input: DeliveryInput!) {\n    markDelivered(input: $input) {\n      deliveredAt\n      receivedBy\n    }\n  }\n": types.DriverMarkDeliveredDocument,
    "\n  mutation CheckIntegrationConnection($system: ExternalSystem!) {\n    checkIntegrationConnection(system: $system) {\n      system\n      lastCheck {\n        ok\n        checkedAt\n      }\n    }\n  }\n": types.CheckIntegrationConnectionDocument,
    "\n  subscription ConnectionChecked {\n    connectionChecked {\n      system\n      ok\n      checkedAt\n    }\n  }\n": types.ConnectionCheckedDocument,
    "\n  mutation DismissPush($id: ID!, $reason: String!) {\n    dismissPush(id: $id, reason: $reason)\n  }\n": types.DismissPushDocument,
    "\n  query IntegrationSystems {\n    integrations {\n      systems {\n        system\n        adapter\n        host\n        lastCheck {\n          ok\n          checkedAt\n        }\n        pending\n        failed\n      }\n    }\n  }\n": types.IntegrationSystemsDocument,
    "\n  subscription PushesChanged {\n    pushesChanged {\n      pushIds\n    }\n  }\n": types.PushesChangedDocument,
    "\n  query Pushes($status: PushFilter!, $offset: Int!, $limit: Int!) {\n    pushes(status: $status, offset: $offset, limit: $limit) {\n      total\n      rows {\n        id\n        system\n        what\n        record {\n          kind\n          name\n          link\n        }\n        attempts\n        lastError\n        state\n        nextAttemptAt\n        createdAt\n        dismissal {\n          reason\n          byName\n          at\n        }\n      }\n    }\n  }\n": types.PushesDocument,
    "\n  mutation RetryPush($id: ID!) {\n    retryPush(id: $id)\n  }\n": types.RetryPushDocument,
    "\n  mutation CancelMyOrder($id: ID!, $version: Int!) {\n    cancelMyOrder(id: $id, version: $version) {\n      ...MyOrderDetail\n    }\n  }\n": types.CancelMyOrderDocument,
    "\n  mutation ChangeMyOrder($id: ID!, $version: Int!, $input: ChangeMyOrderInput!) {\n    changeMyOrder(id: $id, version: $version, input: $input) {\n      ...MyOrderDetail\n    }\n  }\n": types.ChangeMyOrderDocument,
    "\n  query GetMyOrder($id: ID!) {\n    getMyOrder(id: $id) {\n      ...MyOrderDetail\n    }\n  }\n\n  fragment MyOrderDetail on Order {\n    id\n    shortId\n    orderDay\n    processingDate\n    status\n    purchaseOrder\n    isDelivery\n    freight\n    cutting\n    hasInvoice\n    version\n    customerChange {\n      canChange\n      message\n      phone\n    }\n    delivery {\n      deliveredAt\n      receivedBy\n      photoUrl\n      signatureUrl\n    }\n    invoice {\n      number\n      pdfUrl\n    }\n    correctionNotes {\n      id\n      number\n      title\n      pdfUrl\n    }\n    totals {\n      subTotal\n      freight\n      cutting\n      gst\n      total\n    }\n    lines {\n      id\n      productId\n      productName\n      productCode\n      productUnit\n      image {\n        url\n        srcSet\n        width\n        height\n      }\n      quantity\n      packedWeight\n      unitPrice\n      notes\n      product {\n        id\n        productName\n        productCode\n        productUnit\n        isInStock\n        image {\n          url\n        }\n      }\n    }\n  }\n": types.GetMyOrderDocument,
    "\n  query ListMyOrders($status: CustomerOrderFilter!, $offset: Int!, $limit: Int!) {\n    listMyOrders(status: $status, offset: $offset, limit: $limit) {\n      totalCount\n      orders {\n        ...MyOrderRow\n      }\n    }\n  }\n\n  fragment MyOrderRow on Order {\n    id\n    shortId\n    orderDay\n    status\n    itemCount\n    hasInvoice\n    totals {\n      total\n    }\n    delivery {\n      deliveredAt\n      receivedBy\n    }\n  }\n": types.ListMyOrdersDocument,
    "\n  subscription MyOrderChanged {\n    myOrderChanged {\n      action\n      order {\n        id\n      }\n    }\n  }\n": types.MyOrderChangedDocument,
    "\n  query SearchOrderProducts($term: String!) {\n    searchProducts(term: $term) {\n      id\n      productName\n      productCode\n      productUnit\n      isInStock\n      price {\n        price\n      }\n    }\n  }\n": types.SearchOrderProductsDocument,
    "\n  query ListNotifications {\n    listNotifications {\n      id\n      user\n      message\n      notificationTime\n      orderId\n    }\n  }\n": types.ListNotificationsDocument,
    "\n  subscription NotificationCreated {\n    notificationCreated {\n      id\n      message\n      orderId\n      mine\n    }\n  }\n": types.NotificationCreatedDocument,
    "\n  subscription OrderEditorChanged {\n    adminOrderChanged {\n      action\n      orderId\n      version\n      actorName\n    }\n  }\n": types.OrderEditorChangedDocument,
    "\n  query OrderEditorOrder($id: ID!) {\n    adminOrder(id: $id) {\n      ...AdminOrderFields\n    }\n  }\n": types.OrderEditorOrderDocument,
    "\n  fragment AdminOrderFields on AdminOrder {\n    id\n    shortId\n    version\n    status\n    orderDate\n    processingDate\n    line\n    priceLevelId\n    purchaseOrder\n    notes\n    isDelivery\n    freight\n    cutting\n    productionRef\n    invoiceNumber\n    totalIsEstimate\n    updatedAt\n    updatedByName\n    customer {\n      id\n      companyName\n      contactName\n      email\n      phone\n      exists\n    }\n    lines {\n      id\n      productId\n      productName\n      productCode\n      productUnit\n      categoryName\n      quantity\n      packedWeight\n      unitPrice\n      levelPrice\n      priceOverridden\n      notes\n      image {\n        url\n        srcSet\n        width\n        height\n      }\n    }\n    totals {\n      subTotal\n      freight\n      cutting\n      gst\n      total\n    }\n    delivery {\n      deliveredAt\n      receivedBy\n      recordedBy\n      photoUrl\n      signatureUrl\n    }\n    invoice {\n      id\n      number\n      revision\n      issuedAt\n      total\n      pdfUrl\n      emailedAt\n      xeroProblem\n    }\n    correctionNotes {\n      id\n      kind\n      number\n      xeroProblem\n      title\n      issuedAt\n      reason\n      invoiceNumber\n      total\n      gst\n      pdfUrl\n    }\n    invoiceRevisions {\n      revision\n      at\n      actorName\n      summary\n      total\n      changes {\n        field\n        before\n        after\n      }\n    }\n    sync {\n      system\n      status\n      topic\n      attempts\n      lastError\n      updatedAt\n    }\n    history {\n      id\n      version\n      at\n      actorName\n      summary\n      changes {\n        field\n        before\n        after\n      }\n    }\n  }\n": types.AdminOrderFieldsFragmentDoc,
    "\n  mutation CreateInvoice($orderId: ID!, $sendCustomerEmail: Boolean!) {\n    createInvoice(orderId: $orderId, sendCustomerEmail: $sendCustomerEmail) {\n      ...AdminOrderFields\n    }\n  }\n": types.CreateInvoiceDocument,
    "\n  mutation CreateStaffOrder($input: StaffOrderInput!, $sendCustomerEmail: Boolean!, $stopOverride: String) {\n    createStaffOrder(input: $input, sendCustomerEmail: $sendCustomerEmail, stopOverride: $stopOverride) {\n      ...AdminOrderFields\n    }\n  }\n": types.CreateStaffOrderDocument,
    "\n  mutation DeleteStaffOrder($id: ID!, $version: Int!) {\n    deleteStaffOrder(id: $id, version: $version)\n  }\n": types.DeleteStaffOrderDocument,
    "\n  mutation MarkDelivered($input: DeliveryInput!) {\n    markDelivered(input: $input) {\n      deliveredAt\n      receivedBy\n      recordedBy\n      photoUrl\n      signatureUrl\n    }\n  }\n": types.MarkDeliveredDocument,
    "\n  query OrderEditorIntegrations {\n    integrations {\n      production\n      accounting\n    }\n  }\n": types.OrderEditorIntegrationsDocument,
    "\n  query OrderEditorSettings {\n    getSettingsVariables {\n      cutoffHour\n      freightChargeCents\n      freeFreightThresholdCents\n    }\n    closedDays {\n      date\n      name\n    }\n  }\n": types.OrderEditorSettingsDocument,
    "\n  mutation RecordReturn($input: ReturnInput!) {\n    recordReturn(input: $input) {\n      ...AdminOrderFields\n    }\n  }\n": types.RecordReturnDocument,
    "\n  mutation RetryOrderSync($orderId: ID!) {\n    retryOrderSync(orderId: $orderId) {\n      ...AdminOrderFields\n    }\n  }\n": types.RetryOrderSyncDocument,
    "\n  query ReturnPreview($input: ReturnInput!) {\n    returnPreview(input: $input) {\n      kind\n      title\n      subTotal\n      gst\n      total\n      lines {\n        productName\n        unit\n        amount\n        before {\n          quantity\n          unitPrice\n          amount\n        }\n        after {\n          quantity\n          unitPrice\n          amount\n        }\n      }\n    }\n  }\n": types.ReturnPreviewDocument,
    "\n  mutation SyncOrderFromProduction($id: ID!) {\n    syncOrderFromProduction(id: $id) {\n      changed\n      order {\n        ...AdminOrderFields\n      }\n    }\n  }\n": types.SyncOrderFromProductionDocument,
    "\n  mutation UpdateStaffOrder(\n    $id: ID!\n    $version: Int!\n    $input: StaffOrderInput!\n    $correction: InvoiceCorrectionInput\n  ) {\n    updateStaffOrder(id: $id, version: $version, input: $input, correction: $correction) {\n      ...AdminOrderFields\n    }\n  }\n": types.UpdateStaffOrderDocument,
    "\n  fragment OrderGuideFields on OrderGuide {\n    customerId\n    lines {\n      product {\n        id\n        productName\n        productCode\n        productUnit\n        categoryName\n        isInStock\n        image {\n          url\n          srcSet\n        }\n        price {\n          price\n        }\n      }\n      parLevel\n      lastQuantity\n      lastOrderedOn\n      timesOrdered\n    }\n  }\n": types.OrderGuideFieldsFragmentDoc,
    "\n  query MyOrderGuide {\n    myOrderGuide {\n      ...OrderGuideFields\n    }\n  }\n": types.MyOrderGuideDocument,
    "\n  query CustomerOrderGuide($customerId: ID!) {\n    customerOrderGuide(customerId: $customerId) {\n      ...OrderGuideFields\n    }\n  }\n": types.CustomerOrderGuideDocument,
    "\n  mutation SetOrderGuideParLevel($customerId: ID, $productId: ID!, $parLevel: Float) {\n    setOrderGuideParLevel(customerId: $customerId, productId: $productId, parLevel: $parLevel) {\n      ...OrderGuideFields\n    }\n  }\n": types.SetOrderGuideParLevelDocument,
    "\n  mutation AddOrderGuideProduct($customerId: ID, $productId: ID!) {\n    addOrderGuideProduct(customerId: $customerId, productId: $productId) {\n      ...OrderGuideFields\n    }\n  }\n": types.AddOrderGuideProductDocument,
    "\n  mutation RemoveOrderGuideProduct($customerId: ID, $productId: ID!) {\n    removeOrderGuideProduct(customerId: $customerId, productId: $productId) {\n      ...OrderGuideFields\n    }\n  }\n": types.RemoveOrderGuideProductDocument,
    "\n  mutation ArrangeOrderGuide($customerId: ID, $productIds: [ID!]!) {\n    arrangeOrderGuide(customerId: $customerId, productIds: $productIds) {\n      ...OrderGuideFields\n    }\n  }\n": types.ArrangeOrderGuideDocument,
    "\n  query SearchGuideProducts($term: String!) {\n    searchProducts(term: $term) {\n      id\n      productName\n      productCode\n    }\n  }\n": types.SearchGuideProductsDocument,
    "\n  subscription AdminOrderChanged {\n    adminOrderChanged {\n      action\n      orderId\n    }\n  }\n": types.AdminOrderChangedDocument,
    "\n  query AdminOrders(\n    $filter: AdminOrderFilter!\n    $search: String\n    $from: String\n    $to: String\n    $offset: Int!\n    $limit: Int!\n  ) {\n    adminOrders(filter: $filter, search: $search, from: $from, to: $to, offset: $offset, limit: $limit) {\n      totalCount\n      countIsCapped\n      rows {\n        ...AdminOrderRow\n      }\n    }\n  }\n\n  fragment AdminOrderRow on AdminOrderRow {\n    id\n    shortId\n    customerId\n    companyName\n    processingDate\n    isDelivery\n    itemCount\n    total\n    totalIsEstimate\n    status\n    invoiceNumber\n  }\n": types.AdminOrdersDocument,
    "\n  mutation CreateInvoices($orderIds: [ID!]!, $sendCustomerEmail: Boolean!) {\n    createInvoices(orderIds: $orderIds, sendCustomerEmail: $sendCustomerEmail) {\n      created\n      skipped\n      invoiceIds\n    }\n  }\n": types.CreateInvoicesDocument,
    "\n  query InvoiceBatchPreview {\n    invoiceBatchPreview {\n      orderId\n      shortId\n      companyName\n      processingDate\n      total\n      farOffLines\n      unusuallyLarge\n    }\n  }\n": types.InvoiceBatchPreviewDocument,
    "\n  query IssuedInvoices($from: String!, $to: String!) {\n    issuedInvoices(from: $from, to: $to) {\n      totalCount\n      invoices {\n        id\n        number\n        orderId\n        shortId\n        companyName\n        issuedAt\n        total\n      }\n    }\n  }\n": types.IssuedInvoicesDocument,
    "\n  query OrdersIntegrations {\n    integrations {\n      production\n      accounting\n    }\n  }\n": types.OrdersIntegrationsDocument,
    "\n  mutation SyncOrdersWithProduction {\n    syncOrdersWithProduction {\n      sent\n      updated\n    }\n  }\n": types.SyncOrdersWithProductionDocument,
    "\n  mutation MarkOrderPacked($id: ID!, $confirmFarOff: Boolean) {\n    markOrderPacked(id: $id, confirmFarOff: $confirmFarOff) {\n      id\n      status\n    }\n  }\n": types.MarkOrderPackedDocument,
    "\n  query PackingBoard($processingDate: String) {\n    packingBoard(processingDate: $processingDate) {\n      processingDate\n      orders {\n        ...PackingOrder\n      }\n    }\n  }\n\n  fragment PackingOrder on PackingOrder {\n    id\n    shortId\n    version\n    companyName\n    isDelivery\n    purchaseOrder\n    notes\n    status\n    lines {\n      ...PackingLine\n    }\n  }\n\n  fragment PackingLine on PackingLine {\n    id\n    productName\n    productCode\n    productUnit\n    quantity\n    packedWeight\n    notes\n    farOff\n  }\n": types.PackingBoardDocument,
    "\n  subscription PackingOrderChanged {\n    adminOrderChanged {\n      action\n      orderId\n    }\n  }\n": types.PackingOrderChangedDocument,
    "\n  query PickList($processingDate: String) {\n    pickList(processingDate: $processingDate) {\n      processingDate\n      orderCount\n      pdfUrl\n      groups {\n        group\n        products {\n          productId\n          productName\n          productCode\n          unit\n          quantity\n          packedWeight\n          orders {\n            orderId\n            shortId\n            companyName\n            quantity\n            notes\n            orderNotes\n            cuttingCharged\n          }\n        }\n      }\n    }\n  }\n": types.PickListDocument,
    "\n  mutation SetPackedWeight($lineId: ID!, $packedWeight: Float) {\n    setPackedWeight(lineId: $lineId, packedWeight: $packedWeight) {\n      orderId\n      version\n      line {\n        id\n        packedWeight\n        farOff\n      }\n    }\n  }\n": types.SetPackedWeightDocument,
    "\n  query AdminPriceLevels($search: String) {\n    adminPriceLevels(search: $search) {\n      count\n      limit\n      rows {\n        id\n        name\n        customPriceCount\n        customerCount\n        accountingSync {\n          state\n          lastError\n        }\n      }\n    }\n  }\n": types.AdminPriceLevelsDocument,
    "\n  mutation CreatePriceLevel($name: String!) {\n    createPriceLevel(name: $name) {\n      id\n      name\n    }\n  }\n": types.CreatePriceLevelDocument,
    "\n  mutation DeletePriceLevel($id: ID!) {\n    deletePriceLevel(id: $id)\n  }\n": types.DeletePriceLevelDocument,
    "\n  query PriceLevelProducts($priceLevelId: ID!, $search: String, $onlyCustom: Boolean, $offset: Int, $limit: Int) {\n    priceLevelProducts(\n      priceLevelId: $priceLevelId\n      search: $search\n      onlyCustom: $onlyCustom\n      offset: $offset\n      limit: $limit\n    ) {\n      priceLevelId\n      priceLevelName\n      totalCount\n      rows {\n        productId\n        productCode\n        productName\n        isEnabled\n        defaultPrice\n        customPrice\n      }\n    }\n  }\n": types.PriceLevelProductsDocument,
    "\n  mutation UpdateCustomPrices($priceLevelId: ID!, $changes: [CustomPriceChangeInput!]!) {\n    updateCustomPrices(priceLevelId: $priceLevelId, changes: $changes) {\n      priceLevelId\n      set\n      removed\n      customPriceCount\n    }\n  }\n": types.UpdateCustomPricesDocument,
    "\n  query GetProduct($id: ID!) {\n    getProduct(id: $id) {\n      ...ProductDetail\n    }\n  }\n\n  fragment ProductDetail on Product {\n    id\n    productName\n    productCode\n    description\n    productUnit\n    categoryName\n    isInStock\n    availability\n    image {\n      url\n      srcSet\n      width\n      height\n    }\n    price {\n      defaultPrice\n      customPrice\n      price\n    }\n  }\n": types.GetProductDocument,
    "\n  subscription AdminProductChanged {\n    productChanged {\n      action\n      productId\n    }\n  }\n": types.AdminProductChangedDocument,
    "\n  query AdminProducts($search: String, $categoryId: ID, $offset: Int, $limit: Int) {\n    adminProducts(search: $search, categoryId: $categoryId, offset: $offset, limit: $limit) {\n      totalCount\n      rows {\n        ...AdminProductRow\n      }\n    }\n  }\n\n  fragment AdminProductRow on AdminProduct {\n    id\n    productName\n    productCode\n    productType\n    description\n    productUnit\n    productGroup\n    categoryId\n    categoryName\n    defaultPrice\n    isEnabled\n    isInStock\n    leadDays\n    deliveryWeekdays\n    imageKey\n    image {\n      url\n      srcSet\n      width\n      height\n    }\n  }\n": types.AdminProductsDocument,
    "\n  mutation CreateProduct($input: ProductInput!) {\n    createProduct(input: $input) {\n      ...AdminProductRow\n    }\n  }\n": types.CreateProductDocument,
    "\n  mutation DeleteProduct($id: ID!) {\n    deleteProduct(id: $id) {\n      id\n      outcome\n    }\n  }\n": types.DeleteProductDocument,
    "\n  query NewProductPriceLevels {\n    productPriceLevels {\n      ...ProductLevelPriceFields\n    }\n  }\n\n  fragment ProductLevelPriceFields on ProductLevelPrice {\n    priceLevelId\n    priceLevelName\n    customPrice\n  }\n": types.NewProductPriceLevelsDocument,
    "\n  query ProductCategories {\n    listCategories {\n      id\n      categoryName\n    }\n  }\n": types.ProductCategoriesDocument,
    "\n  query ProductFormData($id: ID!) {\n    adminProduct(id: $id) {\n      ...AdminProductRow\n      sync {\n        system\n        status\n        lastError\n      }\n    }\n    productPriceLevels(productId: $id) {\n      ...ProductLevelPriceFields\n    }\n  }\n": types.ProductFormDataDocument,
    "\n  mutation UpdateProduct($id: ID!, $input: ProductInput!) {\n    updateProduct(id: $id, input: $input) {\n      ...AdminProductRow\n    }\n  }\n": types.UpdateProductDocument,
    "\n  fragment BankLineFields on BankLine {\n    key\n    lineNumber\n    fileName\n    postedOn\n    amount\n    particulars\n    code\n    reference\n    otherParty\n    status\n    alreadyImported\n    paymentId\n    proposal {\n      customerId\n      companyName\n      customerCode\n      documents {\n        id\n        number\n      }\n      reason\n    }\n  }\n": types.BankLineFieldsFragmentDoc,
    "\n  query BankLines {\n    bankLines(status: OPEN) {\n      ...BankLineFields\n    }\n  }\n": types.BankLinesDocument,
    "\n  mutation ConfirmBankLine($key: ID!, $customerId: ID!, $documentIds: [ID!]) {\n    confirmBankLine(key: $key, customerId: $customerId, documentIds: $documentIds) {\n      ...BankLineFields\n    }\n  }\n": types.ConfirmBankLineDocument,
    "\n  query CustomerLedger($customerId: ID!) {\n    customerLedger(customerId: $customerId) {\n      ...CustomerLedgerFields\n    }\n  }\n": types.CustomerLedgerDocument,
    "\n  fragment CustomerLedgerFields on CustomerLedger {\n    source\n    readAt\n    recordsPayments\n    account {\n      customerId\n      companyName\n      code\n      balance\n      overdue\n      credit\n      onStop\n      onStopReason\n      creditLimit\n      termsLabel\n      oldestOverdueDays\n      ageing {\n        current\n        days1to30\n        days31to60\n        days61to90\n        days90plus\n      }\n    }\n    entries {\n      id\n      kind\n      date\n      number\n      description\n      dueDate\n      debit\n      credit\n      runningBalance\n      pdfUrl\n    }\n    openDocuments {\n      id\n      kind\n      number\n      issuedDate\n      dueDate\n      total\n      open\n      daysOverdue\n      pdfUrl\n    }\n    payments {\n      id\n      receivedOn\n      amount\n      method\n      reference\n      actorName\n      reversedAt\n      reversedReason\n      reversedByName\n      unallocated\n      allocations {\n        documentNumber\n        amount\n      }\n    }\n  }\n": types.CustomerLedgerFieldsFragmentDoc,
    "\n  query CustomerReminders($customerId: ID!) {\n    customerReminders(customerId: $customerId) {\n      id\n      sentOn\n      toEmail\n      total\n      documents {\n        id\n        kind\n        number\n        dueDate\n        daysOverdue\n        open\n      }\n    }\n  }\n": types.CustomerRemindersDocument,
    "\n  query CustomerStatements($customerId: ID!) {\n    customerStatements(customerId: $customerId) {\n      id\n      period\n      periodLabel\n      statementDate\n      openingBalance\n      closingBalance\n      pdfUrl\n    }\n  }\n": types.CustomerStatementsDocument,
    "\n  mutation IgnoreBankLine($key: ID!) {\n    ignoreBankLine(key: $key) {\n      ...BankLineFields\n    }\n  }\n": types.IgnoreBankLineDocument,
    "\n  mutation ImportBankLines($fileName: String!, $csv: String!, $mapping: BankCsvMappingInput!) {\n    importBankLines(fileName: $fileName, csv: $csv, mapping: $mapping) {\n      imported\n      alreadyImported\n      debitCount\n    }\n  }\n": types.ImportBankLinesDocument,
    "\n  mutation PreviewBankImport($fileName: String!, $csv: String!, $mapping: BankCsvMappingInput) {\n    previewBankImport(fileName: $fileName, csv: $csv, mapping: $mapping) {\n      fileName\n      header\n      mapping {\n        date\n        amount\n        particulars\n        code\n        reference\n        otherParty\n        dateFormat\n      }\n      mappingSaved\n      lines {\n        ...BankLineFields\n      }\n      debitCount\n      problem\n    }\n  }\n": types.PreviewBankImportDocument,
    "\n  query Receivables($search: String, $filter: ReceivablesFilter!, $offset: Int!, $limit: Int!) {\n    receivables(search: $search, filter: $filter, offset: $offset, limit: $limit) {\n      totalCount\n      balance\n      totals {\n        current\n        days1to30\n        days31to60\n        days61to90\n        days90plus\n      }\n      source\n      readAt\n      rows {\n        customerId\n        companyName\n        code\n        balance\n        overdue\n        credit\n        onStop\n        ageing {\n          current\n          days1to30\n          days31to60\n          days61to90\n          days90plus\n        }\n      }\n    }\n  }\n": types.ReceivablesDocument,
    "\n  mutation RecordPayment($customerId: ID!, $input: PaymentInput!, $allocateTo: [ID!]) {\n    recordPayment(customerId: $customerId, input: $input, allocateTo: $allocateTo) {\n      ...CustomerLedgerFields\n    }\n  }\n": types.RecordPaymentDocument,
    "\n  mutation ReversePayment($paymentId: ID!, $reason: String!) {\n    reversePayment(paymentId: $paymentId, reason: $reason) {\n      ...CustomerLedgerFields\n    }\n  }\n": types.ReversePaymentDocument,
    "\n  mutation SendStatements($period: String!) {\n    sendStatements(period: $period) {\n      ...StatementRunFields\n    }\n  }\n": types.SendStatementsDocument,
    "\n  query StatementRecipients($period: String) {\n    statementRecipients(period: $period) {\n      period\n      periodLabel\n      customerCount\n    }\n  }\n": types.StatementRecipientsDocument,
    "\n  query StatementRun($period: String!) {\n    statementRun(period: $period) {\n      ...StatementRunFields\n    }\n  }\n": types.StatementRunDocument,
    "\n  fragment StatementRunFields on StatementRun {\n    period\n    periodLabel\n    startedAt\n    startedByName\n    queued\n    sent\n    failed\n    finishedAt\n  }\n": types.StatementRunFieldsFragmentDoc,
    "\n  query RecurringClosedDays {\n    closedDays {\n      date\n      name\n    }\n  }\n": types.RecurringClosedDaysDocument,
    "\n  mutation CreateRecurringOrder($input: RecurringOrderInput!) {\n    createRecurringOrder(input: $input) {\n      ...RecurringOrderFields\n    }\n  }\n": types.CreateRecurringOrderDocument,
    "\n  query RecurringCutoffHour {\n    getSettingsVariables {\n      cutoffHour\n    }\n  }\n": types.RecurringCutoffHourDocument,
    "\n  mutation DeleteRecurringOrder($id: ID!, $version: Int!) {\n    deleteRecurringOrder(id: $id, version: $version)\n  }\n": types.DeleteRecurringOrderDocument,
    "\n  query RecurringOrder($id: ID!) {\n    recurringOrder(id: $id) {\n      ...RecurringOrderFields\n    }\n  }\n": types.RecurringOrderDocument,
    "\n  fragment RecurringOrderFields on RecurringOrder {\n    id\n    isActive\n    frequency\n    startingDate\n    selectedDays\n    frequencyText\n    isDelivery\n    freight\n    cutting\n    notes\n    lastGeneratedDate\n    updatedAt\n    version\n    updatedByName\n    customer {\n      id\n      companyName\n      firstName\n      lastName\n      customerCode\n      email\n      isActive\n      deliveryZoneName\n      deliveryWeekdays\n    }\n    lines {\n      id\n      productId\n      productName\n      productCode\n      unit\n      quantity\n      notes\n      available\n      unitPrice\n      image {\n        url\n        srcSet\n        width\n        height\n      }\n    }\n  }\n": types.RecurringOrderFieldsFragmentDoc,
    "\n  subscription RecurringOrdersChanged {\n    recurringOrdersChanged {\n      action\n      recurringOrderId\n    }\n  }\n": types.RecurringOrdersChangedDocument,
    "\n  query RecurringOrders($filter: RecurringFilter!, $search: String, $offset: Int!, $limit: Int!) {\n    recurringOrders(filter: $filter, search: $search, offset: $offset, limit: $limit) {\n      total\n      rows {\n        id\n        companyName\n        frequency\n        selectedDays\n        frequencyText\n        isActive\n        nextRun {\n          dueDate\n          processingDate\n          text\n        }\n      }\n    }\n  }\n": types.RecurringOrdersDocument,
    "\n  mutation SetRecurringOrderActive($id: ID!, $version: Int!, $isActive: Boolean!) {\n    setRecurringOrderActive(id: $id, version: $version, isActive: $isActive) {\n      ...RecurringOrderFields\n    }\n  }\n": types.SetRecurringOrderActiveDocument,
    "\n  mutation UpdateRecurringOrder($id: ID!, $version: Int!, $input: RecurringOrderInput!) {\n    updateRecurringOrder(id: $id, version: $version, input: $input) {\n      ...RecurringOrderFields\n    }\n  }\n": types.UpdateRecurringOrderDocument,
    "\n  query SearchProducts($term: String!) {\n    searchProducts(term: $term) {\n      ...SearchResult\n    }\n  }\n\n  fragment SearchResult on Product {\n    id\n    productName\n    isInStock\n    image {\n      url\n      srcSet\n      width\n      height\n    }\n  }\n": types.SearchProductsDocument,
    "\n  mutation AddClosedDay($date: String!, $name: String!) {\n    addClosedDay(date: $date, name: $name) {\n      ...SettingsClosedDayFields\n    }\n  }\n": types.AddClosedDayDocument,
    "\n  query BusinessProfile {\n    businessProfile {\n      brand\n      intro\n      about\n      address\n      phone\n      email\n      hours\n      socialLink\n      socialLabel\n    }\n  }\n": types.BusinessProfileDocument,
    "\n  mutation AdminChangePassword($currentPassword: String!, $newPassword: String!) {\n    changePassword(currentPassword: $currentPassword, newPassword: $newPassword)\n  }\n": types.AdminChangePasswordDocument,
    "\n  query ClosedDays {\n    closedDays {\n      ...SettingsClosedDayFields\n    }\n  }\n": types.ClosedDaysDocument,
    "\n  fragment SettingsClosedDayFields on ClosedDay {\n    date\n    name\n  }\n": types.SettingsClosedDayFieldsFragmentDoc,
    "\n  mutation CreateAdmin($input: CreateAdminInput!) {\n    createAdmin(input: $input) {\n      ...AdminAccountFields\n    }\n  }\n": types.CreateAdminDocument,
    "\n  mutation CreateDriver($input: CreateAdminInput!) {\n    createDriver(input: $input) {\n      ...AdminAccountFields\n    }\n  }\n": types.CreateDriverDocument,
    "\n  query InvoiceSettings {\n    invoiceSettings {\n      ...InvoiceSettingsFields\n    }\n  }\n": types.InvoiceSettingsDocument,
    "\n  fragment InvoiceSettingsFields on InvoiceSettings {\n    gstNumber\n    address\n    paymentTerms\n    paymentTermsLabel\n    bankAccount\n    stopAfterOverdueDays\n    reminderAfterDays\n    xeroAccountCode\n    xeroTaxType\n  }\n": types.InvoiceSettingsFieldsFragmentDoc,
    "\n  query ListAdmins($offset: Int!, $limit: Int) {\n    listAdmins(offset: $offset, limit: $limit) {\n      total\n      admins {\n        ...AdminAccountFields\n      }\n    }\n  }\n": types.ListAdminsDocument,
    "\n  query ListDrivers {\n    listDrivers {\n      ...AdminAccountFields\n    }\n  }\n": types.ListDriversDocument,
    "\n  query MyAdminAccount {\n    myAdminAccount {\n      ...AdminAccountFields\n    }\n  }\n": types.MyAdminAccountDocument,
    "\n  fragment AdminAccountFields on AdminAccount {\n    id\n    firstName\n    lastName\n    email\n    mustChangePassword\n  }\n": types.AdminAccountFieldsFragmentDoc,
    "\n  mutation RemoveAdmin($id: ID!) {\n    removeAdmin(id: $id)\n  }\n": types.RemoveAdminDocument,
    "\n  mutation RemoveClosedDay($date: String!) {\n    removeClosedDay(date: $date) {\n      ...SettingsClosedDayFields\n    }\n  }\n": types.RemoveClosedDayDocument,
    "\n  mutation RemoveDriver($id: ID!) {\n    removeDriver(id: $id)\n  }\n": types.RemoveDriverDocument,
    "\n  mutation ResetCustomerPassword($customerId: ID!, $password: String!) {\n    issueCustomerTemporaryPassword(customerId: $customerId, password: $password)\n  }\n": types.ResetCustomerPasswordDocument,
    "\n  query SearchCustomers($search: String!) {\n    searchCustomers(search: $search) {\n      ...CustomerMatchFields\n    }\n  }\n": types.SearchCustomersDocument,
    "\n  fragment CustomerMatchFields on CustomerMatch {\n    id\n    companyName\n    contactName\n    email\n  }\n": types.CustomerMatchFieldsFragmentDoc,
    "\n  query SettingsVariables {\n    getSettingsVariables {\n      ...SettingsVariablesFields\n    }\n  }\n": types.SettingsVariablesDocument,
    "\n  fragment SettingsVariablesFields on SettingsVariables {\n    cutoffHour\n    freightChargeCents\n    freeFreightThresholdCents\n  }\n": types.SettingsVariablesFieldsFragmentDoc,
    "\n  mutation UpdateInvoiceSettings($input: InvoiceSettingsInput!) {\n    updateInvoiceSettings(input: $input) {\n      ...InvoiceSettingsFields\n    }\n  }\n": types.UpdateInvoiceSettingsDocument,
    "\n  mutation UpdateMyAdminAccount($input: UpdateMyAdminAccountInput!) {\n    updateMyAdminAccount(input: $input) {\n      ...AdminAccountFields\n    }\n  }\n": types.UpdateMyAdminAccountDocument,
    "\n  mutation UpdateSettingsVariables($input: UpdateSettingsVariablesInput!) {\n    updateSettingsVariables(input: $input) {\n      ...SettingsVariablesFields\n    }\n  }\n": types.UpdateSettingsVariablesDocument,
    "\n  fragment XeroConnectionFields on XeroConnection {\n    available\n    status\n    tenantName\n    connectedByName\n    connectedAt\n    problem\n    connectUrl\n    organisations {\n      tenantId\n      tenantName\n    }\n  }\n": types.XeroConnectionFieldsFragmentDoc,
    "\n  query XeroConnection {\n    xeroConnection {\n      ...XeroConnectionFields\n    }\n  }\n": types.XeroConnectionDocument,
    "\n  mutation ChooseXeroOrganisation($tenantId: String!) {\n    chooseXeroOrganisation(tenantId: $tenantId) {\n      ...XeroConnectionFields\n    }\n  }\n": types.ChooseXeroOrganisationDocument,
    "\n  mutation DisconnectXero {\n    disconnectXero {\n      ...XeroConnectionFields\n    }\n  }\n": types.DisconnectXeroDocument,
    "\n  query XeroMapping {\n    xeroMapping {\n      salesAccountCode\n      freightAccountCode\n      cuttingAccountCode\n      taxType\n      contactMatch\n      syncFrom\n    }\n  }\n": types.XeroMappingDocument,
    "\n  mutation SetXeroMapping(\n    $salesAccountCode: String!\n    $freightAccountCode: String!\n    $cuttingAccountCode: String!\n    $taxType: String!\n    $contactMatch: XeroContactMatch!\n  ) {\n    setXeroMapping(\n      salesAccountCode: $salesAccountCode\n      freightAccountCode: $freightAccountCode\n      cuttingAccountCode: $cuttingAccountCode\n      taxType: $taxType\n      contactMatch: $contactMatch\n    ) {\n      salesAccountCode\n      freightAccountCode\n      cuttingAccountCode\n      taxType\n      contactMatch\n      syncFrom\n    }\n  }\n": types.SetXeroMappingDocument,
    "\n  query XeroPushProblems {\n    xeroPushProblems {\n      kind\n      localId\n      document\n      error\n      attempts\n      attemptedAt\n    }\n  }\n": types.XeroPushProblemsDocument,
    "\n  mutation RetryXeroPush($kind: XeroLinkKind!, $localId: ID!) {\n    retryXeroPush(kind: $kind, localId: $localId) {\n      kind\n      localId\n      document\n      error\n      attempts\n      attemptedAt\n    }\n  }\n": types.RetryXeroPushDocument,
    "\n  query XeroContactPreview {\n    xeroContactPreview {\n      customerId\n      code\n      name\n      match\n      contactName\n    }\n  }\n": types.XeroContactPreviewDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OrderEditorCategories {\n    listCategories {\n      id\n      categoryName\n    }\n  }\n"): typeof import('./graphql').OrderEditorCategoriesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OrderCustomerMatches($search: String!) {\n    searchCustomers(search: $search) {\n      id\n      companyName\n      contactName\n      email\n      phone\n      customerLevel\n      deliveryZoneName\n      deliveryWeekdays\n    }\n  }\n"): typeof import('./graphql').OrderCustomerMatchesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StaffOrderProducts($customerId: ID, $search: String, $categoryId: ID, $limit: Int) {\n    staffOrderProducts(customerId: $customerId, search: $search, categoryId: $categoryId, limit: $limit) {\n      id\n      name\n      code\n      unit\n      categoryId\n      categoryName\n      price\n      isEnabled\n      inStock\n      image {\n        url\n        srcSet\n        width\n        height\n      }\n    }\n  }\n"): typeof import('./graphql').StaffOrderProductsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChangePassword($currentPassword: String!, $newPassword: String!) {\n    changePassword(currentPassword: $currentPassword, newPassword: $newPassword)\n  }\n"): typeof import('./graphql').ChangePasswordDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription MyAccountChanged {\n    myAccountChanged {\n      action\n      isActive\n    }\n  }\n"): typeof import('./graphql').MyAccountChangedDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyAccount {\n    myAccount {\n      ...MyAccountFields\n    }\n  }\n"): typeof import('./graphql').MyAccountDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MyAccountFields on MyAccount {\n    businessName\n    contactPerson\n    phone\n    email\n    address {\n      addr1\n      addr2\n      addr3\n      city\n      postalCode\n    }\n    orderConfirmationEmails\n  }\n"): typeof import('./graphql').MyAccountFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyCutoffReminder {\n    myCutoffReminder {\n      ...CutoffReminderFields\n    }\n  }\n"): typeof import('./graphql').MyCutoffReminderDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CutoffReminderFields on CutoffReminder {\n    enabled\n    hoursBefore\n    weekdays\n  }\n"): typeof import('./graphql').CutoffReminderFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyLedger {\n    myLedger {\n      source\n      readAt\n      account {\n        balance\n        overdue\n        credit\n        termsLabel\n      }\n      openDocuments {\n        id\n        kind\n        number\n        issuedDate\n        dueDate\n        total\n        open\n        daysOverdue\n        pdfUrl\n      }\n      payments {\n        id\n        receivedOn\n        amount\n        method\n        reference\n        reversedAt\n      }\n    }\n  }\n"): typeof import('./graphql').MyLedgerDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyRecurringOrders {\n    myRecurringOrders {\n      id\n      frequencyText\n      startingDate\n      isDelivery\n      lines {\n        productName\n        unit\n        quantity\n      }\n      nextRuns {\n        dueDate\n        text\n      }\n    }\n  }\n"): typeof import('./graphql').MyRecurringOrdersDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyStatements {\n    myStatements {\n      id\n      period\n      periodLabel\n      statementDate\n      closingBalance\n      pdfUrl\n    }\n  }\n"): typeof import('./graphql').MyStatementsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetMyCutoffReminder($input: CutoffReminderInput!) {\n    setMyCutoffReminder(input: $input) {\n      ...CutoffReminderFields\n    }\n  }\n"): typeof import('./graphql').SetMyCutoffReminderDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AccountCutoffHour {\n    getSettingsVariables {\n      cutoffHour\n    }\n  }\n"): typeof import('./graphql').AccountCutoffHourDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateMyAccount($input: UpdateMyAccountInput!) {\n    updateMyAccount(input: $input) {\n      ...MyAccountFields\n    }\n  }\n"): typeof import('./graphql').UpdateMyAccountDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CompleteFirstSignIn($newPassword: String!) {\n    completeFirstSignIn(newPassword: $newPassword) {\n      ...ViewerFields\n    }\n  }\n"): typeof import('./graphql').CompleteFirstSignInDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Me {\n    me {\n      ...ViewerFields\n    }\n  }\n"): typeof import('./graphql').MeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ViewerFields on Viewer {\n    id\n    email\n    firstName\n    lastName\n    role\n    customerId\n    mustChangePassword\n  }\n"): typeof import('./graphql').ViewerFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestPasswordReset($email: String!) {\n    requestPasswordReset(email: $email)\n  }\n"): typeof import('./graphql').RequestPasswordResetDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResetPassword($email: String!, $code: String!, $newPassword: String!) {\n    resetPassword(email: $email, code: $code, newPassword: $newPassword)\n  }\n"): typeof import('./graphql').ResetPasswordDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment BackupStatusFields on BackupStatus {\n    hour\n    keep\n    folder\n    latest {\n      day\n      startedAt\n      finishedAt\n      status\n      bytes\n      error\n    }\n  }\n"): typeof import('./graphql').BackupStatusFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BackupStatus {\n    backupStatus {\n      ...BackupStatusFields\n    }\n  }\n"): typeof import('./graphql').BackupStatusDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateBackupSettings($hour: Int!, $keep: Int!) {\n    updateBackupSettings(hour: $hour, keep: $keep) {\n      ...BackupStatusFields\n    }\n  }\n"): typeof import('./graphql').UpdateBackupSettingsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AccountOnHold {\n    me {\n      accountOnHold\n    }\n  }\n"): typeof import('./graphql').AccountOnHoldDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateOrder($input: CreateOrderInput!) {\n    createOrder(input: $input) {\n      ...PlacedOrder\n    }\n  }\n\n  fragment PlacedOrder on Order {\n    id\n    shortId\n    processingDate\n    itemCount\n    totals {\n      total\n    }\n  }\n"): typeof import('./graphql').CreateOrderDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteProductNote($productId: ID!) {\n    deleteProductNote(productId: $productId)\n  }\n"): typeof import('./graphql').DeleteProductNoteDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetCartProducts($ids: [ID!]!) {\n    getProducts(ids: $ids) {\n      ...CartProduct\n    }\n  }\n\n  fragment CartProduct on Product {\n    id\n    productName\n    productCode\n    productUnit\n    isInStock\n    image {\n      url\n      srcSet\n      width\n      height\n    }\n    price {\n      price\n    }\n  }\n"): typeof import('./graphql').GetCartProductsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetSettingsVariables {\n    getSettingsVariables {\n      cutoffHour\n      freightChargeCents\n      freeFreightThresholdCents\n    }\n  }\n"): typeof import('./graphql').GetSettingsVariablesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyProductNotes {\n    myProductNotes {\n      productId\n      notes\n    }\n  }\n"): typeof import('./graphql').MyProductNotesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OrderProcessingDate {\n    orderProcessingDate {\n      date\n      moved\n      notice\n      delivery {\n        date\n        text\n        notice\n        zoneName\n        days\n        freightChargeCents\n        freeFreightThresholdCents\n        minimumOrderCents\n      }\n    }\n  }\n"): typeof import('./graphql').OrderProcessingDateDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetProductNote($productId: ID!, $notes: String!) {\n    setProductNote(productId: $productId, notes: $notes) {\n      productId\n      notes\n    }\n  }\n"): typeof import('./graphql').SetProductNoteDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription SettingsChanged {\n    settingsChanged {\n      cutoffHour\n      freightChargeCents\n      freeFreightThresholdCents\n    }\n  }\n"): typeof import('./graphql').SettingsChangedDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ListProducts($category: String, $search: String, $after: String, $first: Int) {\n    listProducts(category: $category, search: $search, after: $after, first: $first) {\n      products {\n        ...CatalogueProduct\n      }\n      nextCursor\n      totalCount\n    }\n  }\n\n  fragment CatalogueProduct on Product {\n    id\n    productName\n    productCode\n    productUnit\n    isInStock\n    availability\n    image {\n      url\n      srcSet\n      width\n      height\n    }\n    price {\n      defaultPrice\n      customPrice\n      price\n    }\n  }\n"): typeof import('./graphql').ListProductsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription MyPricesChanged {\n    myPricesChanged {\n      reason\n    }\n  }\n"): typeof import('./graphql').MyPricesChangedDocument;
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
export function graphql(source: "\n  mutation CreateCategory($categoryName: String!) {\n    createCategory(categoryName: $categoryName) {\n      id\n      categoryName\n    }\n  }\n"): typeof import('./graphql').CreateCategoryDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteCategory($id: ID!) {\n    deleteCategory(id: $id)\n  }\n"): typeof import('./graphql').DeleteCategoryDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ListCategories {\n    listCategories {\n      id\n      categoryName\n    }\n  }\n"): typeof import('./graphql').ListCategoriesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateCategory($id: ID!, $categoryName: String!) {\n    updateCategory(id: $id, categoryName: $categoryName) {\n      id\n      categoryName\n    }\n  }\n"): typeof import('./graphql').UpdateCategoryDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ContactPrefill {\n    myAccount {\n      firstName\n      lastName\n      email\n      phone\n    }\n  }\n"): typeof import('./graphql').ContactPrefillDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendContactMessage($input: ContactMessageInput!) {\n    sendContactMessage(input: $input)\n  }\n"): typeof import('./graphql').SendContactMessageDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminCustomers($search: String, $offset: Int, $limit: Int) {\n    adminCustomers(search: $search, offset: $offset, limit: $limit) {\n      totalCount\n      rows {\n        ...AdminCustomerRow\n      }\n    }\n  }\n\n  fragment AdminCustomerRow on AdminCustomer {\n    id\n    customerCode\n    firstName\n    lastName\n    email\n    mobile\n    companyName\n    customerLevel\n    isActive\n    onStop\n    onStopReason\n    onStopSince\n    priceLevel {\n      id\n      name\n    }\n    deliveryZone {\n      id\n      name\n    }\n    address {\n      addr1\n      addr2\n      addr3\n      city\n      postalCode\n    }\n    paymentTerms\n    paymentTermsLabel\n    creditLimit\n    orderCount\n    recurringOrderCount\n    accountingSync {\n      state\n      lastError\n    }\n    sync {\n      system\n      status\n      lastError\n    }\n  }\n"): typeof import('./graphql').AdminCustomersDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateCustomer($input: CustomerInput!) {\n    createCustomer(input: $input) {\n      ...AdminCustomerRow\n    }\n  }\n"): typeof import('./graphql').CreateCustomerDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription CustomerChanged {\n    customerChanged {\n      action\n      customerId\n    }\n  }\n"): typeof import('./graphql').CustomerChangedDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CustomerCutoffReminders($customerId: ID!) {\n    customerCutoffReminders(customerId: $customerId) {\n      id\n      processingDate\n      sentAt\n      toEmail\n      hoursBefore\n    }\n  }\n"): typeof import('./graphql').CustomerCutoffRemindersDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CustomerDeliveryZones {\n    deliveryZones {\n      id\n      name\n    }\n  }\n"): typeof import('./graphql').CustomerDeliveryZonesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CustomerPriceLevels {\n    adminPriceLevels {\n      rows {\n        id\n        name\n      }\n    }\n  }\n"): typeof import('./graphql').CustomerPriceLevelsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteCustomer($id: ID!) {\n    deleteCustomer(id: $id) {\n      id\n      outcome\n    }\n  }\n"): typeof import('./graphql').DeleteCustomerDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetCustomerActive($customerId: ID!, $isActive: Boolean!) {\n    setCustomerActive(customerId: $customerId, isActive: $isActive)\n  }\n"): typeof import('./graphql').SetCustomerActiveDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetCustomerOnStop($id: ID!, $onStop: Boolean!, $reason: String) {\n    setCustomerOnStop(id: $id, onStop: $onStop, reason: $reason) {\n      ...AdminCustomerRow\n    }\n  }\n"): typeof import('./graphql').SetCustomerOnStopDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ShopPaymentTerms {\n    invoiceSettings {\n      paymentTermsLabel\n    }\n  }\n"): typeof import('./graphql').ShopPaymentTermsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateCustomer($id: ID!, $input: CustomerInput!) {\n    updateCustomer(id: $id, input: $input) {\n      ...AdminCustomerRow\n    }\n  }\n"): typeof import('./graphql').UpdateCustomerDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AccountingSales($from: String!, $to: String!) {\n    accountingSales(from: $from, to: $to) {\n      dailySalesTotal\n      topCustomersDaily {\n        customerName\n        value\n      }\n      monthlySales\n      yearToDate {\n        customerName\n        value\n      }\n      donut {\n        value\n        customers {\n          customerName\n          value\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').AccountingSalesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DashboardFigures {\n    dashboardFigures {\n      today\n      totalCustomers\n      daily {\n        exGst\n        incGst\n        invoiceCount\n      }\n      yesterday {\n        exGst\n        incGst\n        invoiceCount\n      }\n      monthToDate {\n        exGst\n        incGst\n        invoiceCount\n      }\n      work {\n        processingDate\n        pending\n        packed\n        estimateTotal\n      }\n      salesSource\n    }\n  }\n"): typeof import('./graphql').DashboardFiguresDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription DashboardOrderChanged {\n    adminOrderChanged {\n      action\n      orderId\n    }\n  }\n"): typeof import('./graphql').DashboardOrderChangedDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DashboardOrdersExport($filter: AdminOrderFilter!, $from: String!, $to: String!) {\n    adminOrdersExport(filter: $filter, from: $from, to: $to) {\n      totalCount\n      rows {\n        id\n        shortId\n        companyName\n        processingDate\n        status\n      }\n    }\n  }\n"): typeof import('./graphql').DashboardOrdersExportDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DashboardOrders($filter: AdminOrderFilter!, $from: String, $to: String, $offset: Int!, $limit: Int!) {\n    adminOrders(filter: $filter, from: $from, to: $to, offset: $offset, limit: $limit) {\n      totalCount\n      countIsCapped\n      rows {\n        id\n        shortId\n        companyName\n        processingDate\n        status\n      }\n    }\n  }\n"): typeof import('./graphql').DashboardOrdersDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OrdersByDay($from: String!, $to: String!, $status: OrderStatus) {\n    ordersByDay(from: $from, to: $to, status: $status) {\n      date\n      pending\n      packed\n      completed\n      cancelled\n    }\n  }\n"): typeof import('./graphql').OrdersByDayDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SalesByDay($from: String!, $to: String!) {\n    salesByDay(from: $from, to: $to) {\n      date\n      exGst\n      incGst\n      invoiceCount\n    }\n  }\n"): typeof import('./graphql').SalesByDayDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TopCustomers($from: String!, $to: String!) {\n    topCustomers(from: $from, to: $to) {\n      from\n      to\n      total {\n        exGst\n        incGst\n        invoiceCount\n      }\n      customers {\n        customerId\n        customerName\n        exGst\n        incGst\n      }\n      others {\n        exGst\n        incGst\n        invoiceCount\n      }\n    }\n  }\n"): typeof import('./graphql').TopCustomersDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UndeliveredStops {\n    undeliveredStops {\n      orderId\n      shortId\n      companyName\n      phone\n      zoneName\n      processingDate\n    }\n  }\n"): typeof import('./graphql').UndeliveredStopsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ArrangeDeliveryRun($date: String!, $zoneId: ID, $customerIds: [ID!]!) {\n    arrangeDeliveryRun(date: $date, zoneId: $zoneId, customerIds: $customerIds) {\n      ...DeliveryRunFields\n    }\n  }\n"): typeof import('./graphql').ArrangeDeliveryRunDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription RunSheetOrderChanged {\n    adminOrderChanged {\n      action\n      orderId\n    }\n  }\n"): typeof import('./graphql').RunSheetOrderChangedDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment DeliveryRunFields on DeliveryRun {\n    zoneId\n    zoneName\n    driverName\n    finishedAt\n    stops {\n      orderId\n      shortId\n      customerId\n      companyName\n      contactName\n      phone\n      address\n      notes\n      purchaseOrder\n      status\n      lineCount\n      cartons\n      deliveredAt\n      receivedBy\n    }\n  }\n"): typeof import('./graphql').DeliveryRunFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DeliveryRuns($date: String!) {\n    deliveryRuns(date: $date) {\n      ...DeliveryRunFields\n    }\n  }\n"): typeof import('./graphql').DeliveryRunsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RunSheetPackingDay {\n    packingBoard {\n      processingDate\n    }\n  }\n"): typeof import('./graphql').RunSheetPackingDayDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateDeliveryZone($input: DeliveryZoneInput!) {\n    createDeliveryZone(input: $input) {\n      ...DeliveryZoneFields\n    }\n  }\n"): typeof import('./graphql').CreateDeliveryZoneDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteDeliveryZone($id: ID!) {\n    deleteDeliveryZone(id: $id)\n  }\n"): typeof import('./graphql').DeleteDeliveryZoneDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DeliveryZoneDrivers {\n    listDrivers {\n      id\n      firstName\n      lastName\n      email\n    }\n  }\n"): typeof import('./graphql').DeliveryZoneDriversDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DeliveryZones {\n    deliveryZones {\n      ...DeliveryZoneFields\n    }\n  }\n"): typeof import('./graphql').DeliveryZonesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment DeliveryZoneFields on DeliveryZone {\n    id\n    name\n    weekdays\n    cutoffHour\n    freightChargeCents\n    freeFreightThresholdCents\n    minimumOrderCents\n    customerCount\n    driverId\n    driverName\n  }\n"): typeof import('./graphql').DeliveryZoneFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateDeliveryZone($id: ID!, $input: DeliveryZoneInput!) {\n    updateDeliveryZone(id: $id, input: $input) {\n      ...DeliveryZoneFields\n    }\n  }\n"): typeof import('./graphql').UpdateDeliveryZoneDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment DriverRunFields on DriverRun {\n    zoneId\n    zoneName\n    finishedAt\n    stops {\n      orderId\n      shortId\n      customerId\n      companyName\n      contactName\n      phone\n      address\n      notes\n      purchaseOrder\n      status\n      lineCount\n      cartons\n      deliveredAt\n      receivedBy\n    }\n  }\n"): typeof import('./graphql').DriverRunFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DriverDeliveryRuns($date: String!) {\n    myDeliveryRuns(date: $date) {\n      ...DriverRunFields\n    }\n  }\n"): typeof import('./graphql').DriverDeliveryRunsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DriverFinishRun($zoneId: ID!, $date: String!) {\n    finishDeliveryRun(zoneId: $zoneId, date: $date)\n  }\n"): typeof import('./graphql').DriverFinishRunDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DriverMarkDelivered($input: DeliveryInput!) {\n    markDelivered(input: $input) {\n      deliveredAt\n      receivedBy\n    }\n  }\n"): typeof import('./graphql').DriverMarkDeliveredDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CheckIntegrationConnection($system: ExternalSystem!) {\n    checkIntegrationConnection(system: $system) {\n      system\n      lastCheck {\n        ok\n        checkedAt\n      }\n    }\n  }\n"): typeof import('./graphql').CheckIntegrationConnectionDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription ConnectionChecked {\n    connectionChecked {\n      system\n      ok\n      checkedAt\n    }\n  }\n"): typeof import('./graphql').ConnectionCheckedDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DismissPush($id: ID!, $reason: String!) {\n    dismissPush(id: $id, reason: $reason)\n  }\n"): typeof import('./graphql').DismissPushDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query IntegrationSystems {\n    integrations {\n      systems {\n        system\n        adapter\n        host\n        lastCheck {\n          ok\n          checkedAt\n        }\n        pending\n        failed\n      }\n    }\n  }\n"): typeof import('./graphql').IntegrationSystemsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription PushesChanged {\n    pushesChanged {\n      pushIds\n    }\n  }\n"): typeof import('./graphql').PushesChangedDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Pushes($status: PushFilter!, $offset: Int!, $limit: Int!) {\n    pushes(status: $status, offset: $offset, limit: $limit) {\n      total\n      rows {\n        id\n        system\n        what\n        record {\n          kind\n          name\n          link\n        }\n        attempts\n        lastError\n        state\n        nextAttemptAt\n        createdAt\n        dismissal {\n          reason\n          byName\n          at\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').PushesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RetryPush($id: ID!) {\n    retryPush(id: $id)\n  }\n"): typeof import('./graphql').RetryPushDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CancelMyOrder($id: ID!, $version: Int!) {\n    cancelMyOrder(id: $id, version: $version) {\n      ...MyOrderDetail\n    }\n  }\n"): typeof import('./graphql').CancelMyOrderDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChangeMyOrder($id: ID!, $version: Int!, $input: ChangeMyOrderInput!) {\n    changeMyOrder(id: $id, version: $version, input: $input) {\n      ...MyOrderDetail\n    }\n  }\n"): typeof import('./graphql').ChangeMyOrderDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetMyOrder($id: ID!) {\n    getMyOrder(id: $id) {\n      ...MyOrderDetail\n    }\n  }\n\n  fragment MyOrderDetail on Order {\n    id\n    shortId\n    orderDay\n    processingDate\n    status\n    purchaseOrder\n    isDelivery\n    freight\n    cutting\n    hasInvoice\n    version\n    customerChange {\n      canChange\n      message\n      phone\n    }\n    delivery {\n      deliveredAt\n      receivedBy\n      photoUrl\n      signatureUrl\n    }\n    invoice {\n      number\n      pdfUrl\n    }\n    correctionNotes {\n      id\n      number\n      title\n      pdfUrl\n    }\n    totals {\n      subTotal\n      freight\n      cutting\n      gst\n      total\n    }\n    lines {\n      id\n      productId\n      productName\n      productCode\n      productUnit\n      image {\n        url\n        srcSet\n        width\n        height\n      }\n      quantity\n      packedWeight\n      unitPrice\n      notes\n      product {\n        id\n        productName\n        productCode\n        productUnit\n        isInStock\n        image {\n          url\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').GetMyOrderDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ListMyOrders($status: CustomerOrderFilter!, $offset: Int!, $limit: Int!) {\n    listMyOrders(status: $status, offset: $offset, limit: $limit) {\n      totalCount\n      orders {\n        ...MyOrderRow\n      }\n    }\n  }\n\n  fragment MyOrderRow on Order {\n    id\n    shortId\n    orderDay\n    status\n    itemCount\n    hasInvoice\n    totals {\n      total\n    }\n    delivery {\n      deliveredAt\n      receivedBy\n    }\n  }\n"): typeof import('./graphql').ListMyOrdersDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription MyOrderChanged {\n    myOrderChanged {\n      action\n      order {\n        id\n      }\n    }\n  }\n"): typeof import('./graphql').MyOrderChangedDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SearchOrderProducts($term: String!) {\n    searchProducts(term: $term) {\n      id\n      productName\n      productCode\n      productUnit\n      isInStock\n      price {\n        price\n      }\n    }\n  }\n"): typeof import('./graphql').SearchOrderProductsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ListNotifications {\n    listNotifications {\n      id\n      user\n      message\n      notificationTime\n      orderId\n    }\n  }\n"): typeof import('./graphql').ListNotificationsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription NotificationCreated {\n    notificationCreated {\n      id\n      message\n      orderId\n      mine\n    }\n  }\n"): typeof import('./graphql').NotificationCreatedDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription OrderEditorChanged {\n    adminOrderChanged {\n      action\n      orderId\n      version\n      actorName\n    }\n  }\n"): typeof import('./graphql').OrderEditorChangedDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OrderEditorOrder($id: ID!) {\n    adminOrder(id: $id) {\n      ...AdminOrderFields\n    }\n  }\n"): typeof import('./graphql').OrderEditorOrderDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminOrderFields on AdminOrder {\n    id\n    shortId\n    version\n    status\n    orderDate\n    processingDate\n    line\n    priceLevelId\n    purchaseOrder\n    notes\n    isDelivery\n    freight\n    cutting\n    productionRef\n    invoiceNumber\n    totalIsEstimate\n    updatedAt\n    updatedByName\n    customer {\n      id\n      companyName\n      contactName\n      email\n      phone\n      exists\n    }\n    lines {\n      id\n      productId\n      productName\n      productCode\n      productUnit\n      categoryName\n      quantity\n      packedWeight\n      unitPrice\n      levelPrice\n      priceOverridden\n      notes\n      image {\n        url\n        srcSet\n        width\n        height\n      }\n    }\n    totals {\n      subTotal\n      freight\n      cutting\n      gst\n      total\n    }\n    delivery {\n      deliveredAt\n      receivedBy\n      recordedBy\n      photoUrl\n      signatureUrl\n    }\n    invoice {\n      id\n      number\n      revision\n      issuedAt\n      total\n      pdfUrl\n      emailedAt\n      xeroProblem\n    }\n    correctionNotes {\n      id\n      kind\n      number\n      xeroProblem\n      title\n      issuedAt\n      reason\n      invoiceNumber\n      total\n      gst\n      pdfUrl\n    }\n    invoiceRevisions {\n      revision\n      at\n      actorName\n      summary\n      total\n      changes {\n        field\n        before\n        after\n      }\n    }\n    sync {\n      system\n      status\n      topic\n      attempts\n      lastError\n      updatedAt\n    }\n    history {\n      id\n      version\n      at\n      actorName\n      summary\n      changes {\n        field\n        before\n        after\n      }\n    }\n  }\n"): typeof import('./graphql').AdminOrderFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateInvoice($orderId: ID!, $sendCustomerEmail: Boolean!) {\n    createInvoice(orderId: $orderId, sendCustomerEmail: $sendCustomerEmail) {\n      ...AdminOrderFields\n    }\n  }\n"): typeof import('./graphql').CreateInvoiceDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateStaffOrder($input: StaffOrderInput!, $sendCustomerEmail: Boolean!, $stopOverride: String) {\n    createStaffOrder(input: $input, sendCustomerEmail: $sendCustomerEmail, stopOverride: $stopOverride) {\n      ...AdminOrderFields\n    }\n  }\n"): typeof import('./graphql').CreateStaffOrderDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteStaffOrder($id: ID!, $version: Int!) {\n    deleteStaffOrder(id: $id, version: $version)\n  }\n"): typeof import('./graphql').DeleteStaffOrderDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MarkDelivered($input: DeliveryInput!) {\n    markDelivered(input: $input) {\n      deliveredAt\n      receivedBy\n      recordedBy\n      photoUrl\n      signatureUrl\n    }\n  }\n"): typeof import('./graphql').MarkDeliveredDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OrderEditorIntegrations {\n    integrations {\n      production\n      accounting\n    }\n  }\n"): typeof import('./graphql').OrderEditorIntegrationsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OrderEditorSettings {\n    getSettingsVariables {\n      cutoffHour\n      freightChargeCents\n      freeFreightThresholdCents\n    }\n    closedDays {\n      date\n      name\n    }\n  }\n"): typeof import('./graphql').OrderEditorSettingsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RecordReturn($input: ReturnInput!) {\n    recordReturn(input: $input) {\n      ...AdminOrderFields\n    }\n  }\n"): typeof import('./graphql').RecordReturnDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RetryOrderSync($orderId: ID!) {\n    retryOrderSync(orderId: $orderId) {\n      ...AdminOrderFields\n    }\n  }\n"): typeof import('./graphql').RetryOrderSyncDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ReturnPreview($input: ReturnInput!) {\n    returnPreview(input: $input) {\n      kind\n      title\n      subTotal\n      gst\n      total\n      lines {\n        productName\n        unit\n        amount\n        before {\n          quantity\n          unitPrice\n          amount\n        }\n        after {\n          quantity\n          unitPrice\n          amount\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').ReturnPreviewDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SyncOrderFromProduction($id: ID!) {\n    syncOrderFromProduction(id: $id) {\n      changed\n      order {\n        ...AdminOrderFields\n      }\n    }\n  }\n"): typeof import('./graphql').SyncOrderFromProductionDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateStaffOrder(\n    $id: ID!\n    $version: Int!\n    $input: StaffOrderInput!\n    $correction: InvoiceCorrectionInput\n  ) {\n    updateStaffOrder(id: $id, version: $version, input: $input, correction: $correction) {\n      ...AdminOrderFields\n    }\n  }\n"): typeof import('./graphql').UpdateStaffOrderDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment OrderGuideFields on OrderGuide {\n    customerId\n    lines {\n      product {\n        id\n        productName\n        productCode\n        productUnit\n        categoryName\n        isInStock\n        image {\n          url\n          srcSet\n        }\n        price {\n          price\n        }\n      }\n      parLevel\n      lastQuantity\n      lastOrderedOn\n      timesOrdered\n    }\n  }\n"): typeof import('./graphql').OrderGuideFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyOrderGuide {\n    myOrderGuide {\n      ...OrderGuideFields\n    }\n  }\n"): typeof import('./graphql').MyOrderGuideDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CustomerOrderGuide($customerId: ID!) {\n    customerOrderGuide(customerId: $customerId) {\n      ...OrderGuideFields\n    }\n  }\n"): typeof import('./graphql').CustomerOrderGuideDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetOrderGuideParLevel($customerId: ID, $productId: ID!, $parLevel: Float) {\n    setOrderGuideParLevel(customerId: $customerId, productId: $productId, parLevel: $parLevel) {\n      ...OrderGuideFields\n    }\n  }\n"): typeof import('./graphql').SetOrderGuideParLevelDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddOrderGuideProduct($customerId: ID, $productId: ID!) {\n    addOrderGuideProduct(customerId: $customerId, productId: $productId) {\n      ...OrderGuideFields\n    }\n  }\n"): typeof import('./graphql').AddOrderGuideProductDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveOrderGuideProduct($customerId: ID, $productId: ID!) {\n    removeOrderGuideProduct(customerId: $customerId, productId: $productId) {\n      ...OrderGuideFields\n    }\n  }\n"): typeof import('./graphql').RemoveOrderGuideProductDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ArrangeOrderGuide($customerId: ID, $productIds: [ID!]!) {\n    arrangeOrderGuide(customerId: $customerId, productIds: $productIds) {\n      ...OrderGuideFields\n    }\n  }\n"): typeof import('./graphql').ArrangeOrderGuideDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SearchGuideProducts($term: String!) {\n    searchProducts(term: $term) {\n      id\n      productName\n      productCode\n    }\n  }\n"): typeof import('./graphql').SearchGuideProductsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription AdminOrderChanged {\n    adminOrderChanged {\n      action\n      orderId\n    }\n  }\n"): typeof import('./graphql').AdminOrderChangedDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminOrders(\n    $filter: AdminOrderFilter!\n    $search: String\n    $from: String\n    $to: String\n    $offset: Int!\n    $limit: Int!\n  ) {\n    adminOrders(filter: $filter, search: $search, from: $from, to: $to, offset: $offset, limit: $limit) {\n      totalCount\n      countIsCapped\n      rows {\n        ...AdminOrderRow\n      }\n    }\n  }\n\n  fragment AdminOrderRow on AdminOrderRow {\n    id\n    shortId\n    customerId\n    companyName\n    processingDate\n    isDelivery\n    itemCount\n    total\n    totalIsEstimate\n    status\n    invoiceNumber\n  }\n"): typeof import('./graphql').AdminOrdersDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateInvoices($orderIds: [ID!]!, $sendCustomerEmail: Boolean!) {\n    createInvoices(orderIds: $orderIds, sendCustomerEmail: $sendCustomerEmail) {\n      created\n      skipped\n      invoiceIds\n    }\n  }\n"): typeof import('./graphql').CreateInvoicesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query InvoiceBatchPreview {\n    invoiceBatchPreview {\n      orderId\n      shortId\n      companyName\n      processingDate\n      total\n      farOffLines\n      unusuallyLarge\n    }\n  }\n"): typeof import('./graphql').InvoiceBatchPreviewDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query IssuedInvoices($from: String!, $to: String!) {\n    issuedInvoices(from: $from, to: $to) {\n      totalCount\n      invoices {\n        id\n        number\n        orderId\n        shortId\n        companyName\n        issuedAt\n        total\n      }\n    }\n  }\n"): typeof import('./graphql').IssuedInvoicesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OrdersIntegrations {\n    integrations {\n      production\n      accounting\n    }\n  }\n"): typeof import('./graphql').OrdersIntegrationsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SyncOrdersWithProduction {\n    syncOrdersWithProduction {\n      sent\n      updated\n    }\n  }\n"): typeof import('./graphql').SyncOrdersWithProductionDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MarkOrderPacked($id: ID!, $confirmFarOff: Boolean) {\n    markOrderPacked(id: $id, confirmFarOff: $confirmFarOff) {\n      id\n      status\n    }\n  }\n"): typeof import('./graphql').MarkOrderPackedDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PackingBoard($processingDate: String) {\n    packingBoard(processingDate: $processingDate) {\n      processingDate\n      orders {\n        ...PackingOrder\n      }\n    }\n  }\n\n  fragment PackingOrder on PackingOrder {\n    id\n    shortId\n    version\n    companyName\n    isDelivery\n    purchaseOrder\n    notes\n    status\n    lines {\n      ...PackingLine\n    }\n  }\n\n  fragment PackingLine on PackingLine {\n    id\n    productName\n    productCode\n    productUnit\n    quantity\n    packedWeight\n    notes\n    farOff\n  }\n"): typeof import('./graphql').PackingBoardDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription PackingOrderChanged {\n    adminOrderChanged {\n      action\n      orderId\n    }\n  }\n"): typeof import('./graphql').PackingOrderChangedDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PickList($processingDate: String) {\n    pickList(processingDate: $processingDate) {\n      processingDate\n      orderCount\n      pdfUrl\n      groups {\n        group\n        products {\n          productId\n          productName\n          productCode\n          unit\n          quantity\n          packedWeight\n          orders {\n            orderId\n            shortId\n            companyName\n            quantity\n            notes\n            orderNotes\n            cuttingCharged\n          }\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').PickListDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetPackedWeight($lineId: ID!, $packedWeight: Float) {\n    setPackedWeight(lineId: $lineId, packedWeight: $packedWeight) {\n      orderId\n      version\n      line {\n        id\n        packedWeight\n        farOff\n      }\n    }\n  }\n"): typeof import('./graphql').SetPackedWeightDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminPriceLevels($search: String) {\n    adminPriceLevels(search: $search) {\n      count\n      limit\n      rows {\n        id\n        name\n        customPriceCount\n        customerCount\n        accountingSync {\n          state\n          lastError\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').AdminPriceLevelsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreatePriceLevel($name: String!) {\n    createPriceLevel(name: $name) {\n      id\n      name\n    }\n  }\n"): typeof import('./graphql').CreatePriceLevelDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeletePriceLevel($id: ID!) {\n    deletePriceLevel(id: $id)\n  }\n"): typeof import('./graphql').DeletePriceLevelDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PriceLevelProducts($priceLevelId: ID!, $search: String, $onlyCustom: Boolean, $offset: Int, $limit: Int) {\n    priceLevelProducts(\n      priceLevelId: $priceLevelId\n      search: $search\n      onlyCustom: $onlyCustom\n      offset: $offset\n      limit: $limit\n    ) {\n      priceLevelId\n      priceLevelName\n      totalCount\n      rows {\n        productId\n        productCode\n        productName\n        isEnabled\n        defaultPrice\n        customPrice\n      }\n    }\n  }\n"): typeof import('./graphql').PriceLevelProductsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateCustomPrices($priceLevelId: ID!, $changes: [CustomPriceChangeInput!]!) {\n    updateCustomPrices(priceLevelId: $priceLevelId, changes: $changes) {\n      priceLevelId\n      set\n      removed\n      customPriceCount\n    }\n  }\n"): typeof import('./graphql').UpdateCustomPricesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetProduct($id: ID!) {\n    getProduct(id: $id) {\n      ...ProductDetail\n    }\n  }\n\n  fragment ProductDetail on Product {\n    id\n    productName\n    productCode\n    description\n    productUnit\n    categoryName\n    isInStock\n    availability\n    image {\n      url\n      srcSet\n      width\n      height\n    }\n    price {\n      defaultPrice\n      customPrice\n      price\n    }\n  }\n"): typeof import('./graphql').GetProductDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription AdminProductChanged {\n    productChanged {\n      action\n      productId\n    }\n  }\n"): typeof import('./graphql').AdminProductChangedDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminProducts($search: String, $categoryId: ID, $offset: Int, $limit: Int) {\n    adminProducts(search: $search, categoryId: $categoryId, offset: $offset, limit: $limit) {\n      totalCount\n      rows {\n        ...AdminProductRow\n      }\n    }\n  }\n\n  fragment AdminProductRow on AdminProduct {\n    id\n    productName\n    productCode\n    productType\n    description\n    productUnit\n    productGroup\n    categoryId\n    categoryName\n    defaultPrice\n    isEnabled\n    isInStock\n    leadDays\n    deliveryWeekdays\n    imageKey\n    image {\n      url\n      srcSet\n      width\n      height\n    }\n  }\n"): typeof import('./graphql').AdminProductsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateProduct($input: ProductInput!) {\n    createProduct(input: $input) {\n      ...AdminProductRow\n    }\n  }\n"): typeof import('./graphql').CreateProductDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteProduct($id: ID!) {\n    deleteProduct(id: $id) {\n      id\n      outcome\n    }\n  }\n"): typeof import('./graphql').DeleteProductDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query NewProductPriceLevels {\n    productPriceLevels {\n      ...ProductLevelPriceFields\n    }\n  }\n\n  fragment ProductLevelPriceFields on ProductLevelPrice {\n    priceLevelId\n    priceLevelName\n    customPrice\n  }\n"): typeof import('./graphql').NewProductPriceLevelsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProductCategories {\n    listCategories {\n      id\n      categoryName\n    }\n  }\n"): typeof import('./graphql').ProductCategoriesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProductFormData($id: ID!) {\n    adminProduct(id: $id) {\n      ...AdminProductRow\n      sync {\n        system\n        status\n        lastError\n      }\n    }\n    productPriceLevels(productId: $id) {\n      ...ProductLevelPriceFields\n    }\n  }\n"): typeof import('./graphql').ProductFormDataDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateProduct($id: ID!, $input: ProductInput!) {\n    updateProduct(id: $id, input: $input) {\n      ...AdminProductRow\n    }\n  }\n"): typeof import('./graphql').UpdateProductDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment BankLineFields on BankLine {\n    key\n    lineNumber\n    fileName\n    postedOn\n    amount\n    particulars\n    code\n    reference\n    otherParty\n    status\n    alreadyImported\n    paymentId\n    proposal {\n      customerId\n      companyName\n      customerCode\n      documents {\n        id\n        number\n      }\n      reason\n    }\n  }\n"): typeof import('./graphql').BankLineFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BankLines {\n    bankLines(status: OPEN) {\n      ...BankLineFields\n    }\n  }\n"): typeof import('./graphql').BankLinesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConfirmBankLine($key: ID!, $customerId: ID!, $documentIds: [ID!]) {\n    confirmBankLine(key: $key, customerId: $customerId, documentIds: $documentIds) {\n      ...BankLineFields\n    }\n  }\n"): typeof import('./graphql').ConfirmBankLineDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CustomerLedger($customerId: ID!) {\n    customerLedger(customerId: $customerId) {\n      ...CustomerLedgerFields\n    }\n  }\n"): typeof import('./graphql').CustomerLedgerDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CustomerLedgerFields on CustomerLedger {\n    source\n    readAt\n    recordsPayments\n    account {\n      customerId\n      companyName\n      code\n      balance\n      overdue\n      credit\n      onStop\n      onStopReason\n      creditLimit\n      termsLabel\n      oldestOverdueDays\n      ageing {\n        current\n        days1to30\n        days31to60\n        days61to90\n        days90plus\n      }\n    }\n    entries {\n      id\n      kind\n      date\n      number\n      description\n      dueDate\n      debit\n      credit\n      runningBalance\n      pdfUrl\n    }\n    openDocuments {\n      id\n      kind\n      number\n      issuedDate\n      dueDate\n      total\n      open\n      daysOverdue\n      pdfUrl\n    }\n    payments {\n      id\n      receivedOn\n      amount\n      method\n      reference\n      actorName\n      reversedAt\n      reversedReason\n      reversedByName\n      unallocated\n      allocations {\n        documentNumber\n        amount\n      }\n    }\n  }\n"): typeof import('./graphql').CustomerLedgerFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CustomerReminders($customerId: ID!) {\n    customerReminders(customerId: $customerId) {\n      id\n      sentOn\n      toEmail\n      total\n      documents {\n        id\n        kind\n        number\n        dueDate\n        daysOverdue\n        open\n      }\n    }\n  }\n"): typeof import('./graphql').CustomerRemindersDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CustomerStatements($customerId: ID!) {\n    customerStatements(customerId: $customerId) {\n      id\n      period\n      periodLabel\n      statementDate\n      openingBalance\n      closingBalance\n      pdfUrl\n    }\n  }\n"): typeof import('./graphql').CustomerStatementsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation IgnoreBankLine($key: ID!) {\n    ignoreBankLine(key: $key) {\n      ...BankLineFields\n    }\n  }\n"): typeof import('./graphql').IgnoreBankLineDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ImportBankLines($fileName: String!, $csv: String!, $mapping: BankCsvMappingInput!) {\n    importBankLines(fileName: $fileName, csv: $csv, mapping: $mapping) {\n      imported\n      alreadyImported\n      debitCount\n    }\n  }\n"): typeof import('./graphql').ImportBankLinesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PreviewBankImport($fileName: String!, $csv: String!, $mapping: BankCsvMappingInput) {\n    previewBankImport(fileName: $fileName, csv: $csv, mapping: $mapping) {\n      fileName\n      header\n      mapping {\n        date\n        amount\n        particulars\n        code\n        reference\n        otherParty\n        dateFormat\n      }\n      mappingSaved\n      lines {\n        ...BankLineFields\n      }\n      debitCount\n      problem\n    }\n  }\n"): typeof import('./graphql').PreviewBankImportDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Receivables($search: String, $filter: ReceivablesFilter!, $offset: Int!, $limit: Int!) {\n    receivables(search: $search, filter: $filter, offset: $offset, limit: $limit) {\n      totalCount\n      balance\n      totals {\n        current\n        days1to30\n        days31to60\n        days61to90\n        days90plus\n      }\n      source\n      readAt\n      rows {\n        customerId\n        companyName\n        code\n        balance\n        overdue\n        credit\n        onStop\n        ageing {\n          current\n          days1to30\n          days31to60\n          days61to90\n          days90plus\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').ReceivablesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RecordPayment($customerId: ID!, $input: PaymentInput!, $allocateTo: [ID!]) {\n    recordPayment(customerId: $customerId, input: $input, allocateTo: $allocateTo) {\n      ...CustomerLedgerFields\n    }\n  }\n"): typeof import('./graphql').RecordPaymentDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReversePayment($paymentId: ID!, $reason: String!) {\n    reversePayment(paymentId: $paymentId, reason: $reason) {\n      ...CustomerLedgerFields\n    }\n  }\n"): typeof import('./graphql').ReversePaymentDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendStatements($period: String!) {\n    sendStatements(period: $period) {\n      ...StatementRunFields\n    }\n  }\n"): typeof import('./graphql').SendStatementsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StatementRecipients($period: String) {\n    statementRecipients(period: $period) {\n      period\n      periodLabel\n      customerCount\n    }\n  }\n"): typeof import('./graphql').StatementRecipientsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StatementRun($period: String!) {\n    statementRun(period: $period) {\n      ...StatementRunFields\n    }\n  }\n"): typeof import('./graphql').StatementRunDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment StatementRunFields on StatementRun {\n    period\n    periodLabel\n    startedAt\n    startedByName\n    queued\n    sent\n    failed\n    finishedAt\n  }\n"): typeof import('./graphql').StatementRunFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RecurringClosedDays {\n    closedDays {\n      date\n      name\n    }\n  }\n"): typeof import('./graphql').RecurringClosedDaysDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateRecurringOrder($input: RecurringOrderInput!) {\n    createRecurringOrder(input: $input) {\n      ...RecurringOrderFields\n    }\n  }\n"): typeof import('./graphql').CreateRecurringOrderDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RecurringCutoffHour {\n    getSettingsVariables {\n      cutoffHour\n    }\n  }\n"): typeof import('./graphql').RecurringCutoffHourDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteRecurringOrder($id: ID!, $version: Int!) {\n    deleteRecurringOrder(id: $id, version: $version)\n  }\n"): typeof import('./graphql').DeleteRecurringOrderDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RecurringOrder($id: ID!) {\n    recurringOrder(id: $id) {\n      ...RecurringOrderFields\n    }\n  }\n"): typeof import('./graphql').RecurringOrderDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RecurringOrderFields on RecurringOrder {\n    id\n    isActive\n    frequency\n    startingDate\n    selectedDays\n    frequencyText\n    isDelivery\n    freight\n    cutting\n    notes\n    lastGeneratedDate\n    updatedAt\n    version\n    updatedByName\n    customer {\n      id\n      companyName\n      firstName\n      lastName\n      customerCode\n      email\n      isActive\n      deliveryZoneName\n      deliveryWeekdays\n    }\n    lines {\n      id\n      productId\n      productName\n      productCode\n      unit\n      quantity\n      notes\n      available\n      unitPrice\n      image {\n        url\n        srcSet\n        width\n        height\n      }\n    }\n  }\n"): typeof import('./graphql').RecurringOrderFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription RecurringOrdersChanged {\n    recurringOrdersChanged {\n      action\n      recurringOrderId\n    }\n  }\n"): typeof import('./graphql').RecurringOrdersChangedDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RecurringOrders($filter: RecurringFilter!, $search: String, $offset: Int!, $limit: Int!) {\n    recurringOrders(filter: $filter, search: $search, offset: $offset, limit: $limit) {\n      total\n      rows {\n        id\n        companyName\n        frequency\n        selectedDays\n        frequencyText\n        isActive\n        nextRun {\n          dueDate\n          processingDate\n          text\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').RecurringOrdersDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetRecurringOrderActive($id: ID!, $version: Int!, $isActive: Boolean!) {\n    setRecurringOrderActive(id: $id, version: $version, isActive: $isActive) {\n      ...RecurringOrderFields\n    }\n  }\n"): typeof import('./graphql').SetRecurringOrderActiveDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateRecurringOrder($id: ID!, $version: Int!, $input: RecurringOrderInput!) {\n    updateRecurringOrder(id: $id, version: $version, input: $input) {\n      ...RecurringOrderFields\n    }\n  }\n"): typeof import('./graphql').UpdateRecurringOrderDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SearchProducts($term: String!) {\n    searchProducts(term: $term) {\n      ...SearchResult\n    }\n  }\n\n  fragment SearchResult on Product {\n    id\n    productName\n    isInStock\n    image {\n      url\n      srcSet\n      width\n      height\n    }\n  }\n"): typeof import('./graphql').SearchProductsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddClosedDay($date: String!, $name: String!) {\n    addClosedDay(date: $date, name: $name) {\n      ...SettingsClosedDayFields\n    }\n  }\n"): typeof import('./graphql').AddClosedDayDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BusinessProfile {\n    businessProfile {\n      brand\n      intro\n      about\n      address\n      phone\n      email\n      hours\n      socialLink\n      socialLabel\n    }\n  }\n"): typeof import('./graphql').BusinessProfileDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminChangePassword($currentPassword: String!, $newPassword: String!) {\n    changePassword(currentPassword: $currentPassword, newPassword: $newPassword)\n  }\n"): typeof import('./graphql').AdminChangePasswordDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ClosedDays {\n    closedDays {\n      ...SettingsClosedDayFields\n    }\n  }\n"): typeof import('./graphql').ClosedDaysDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SettingsClosedDayFields on ClosedDay {\n    date\n    name\n  }\n"): typeof import('./graphql').SettingsClosedDayFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateAdmin($input: CreateAdminInput!) {\n    createAdmin(input: $input) {\n      ...AdminAccountFields\n    }\n  }\n"): typeof import('./graphql').CreateAdminDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateDriver($input: CreateAdminInput!) {\n    createDriver(input: $input) {\n      ...AdminAccountFields\n    }\n  }\n"): typeof import('./graphql').CreateDriverDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query InvoiceSettings {\n    invoiceSettings {\n      ...InvoiceSettingsFields\n    }\n  }\n"): typeof import('./graphql').InvoiceSettingsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment InvoiceSettingsFields on InvoiceSettings {\n    gstNumber\n    address\n    paymentTerms\n    paymentTermsLabel\n    bankAccount\n    stopAfterOverdueDays\n    reminderAfterDays\n    xeroAccountCode\n    xeroTaxType\n  }\n"): typeof import('./graphql').InvoiceSettingsFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ListAdmins($offset: Int!, $limit: Int) {\n    listAdmins(offset: $offset, limit: $limit) {\n      total\n      admins {\n        ...AdminAccountFields\n      }\n    }\n  }\n"): typeof import('./graphql').ListAdminsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ListDrivers {\n    listDrivers {\n      ...AdminAccountFields\n    }\n  }\n"): typeof import('./graphql').ListDriversDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyAdminAccount {\n    myAdminAccount {\n      ...AdminAccountFields\n    }\n  }\n"): typeof import('./graphql').MyAdminAccountDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminAccountFields on AdminAccount {\n    id\n    firstName\n    lastName\n    email\n    mustChangePassword\n  }\n"): typeof import('./graphql').AdminAccountFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveAdmin($id: ID!) {\n    removeAdmin(id: $id)\n  }\n"): typeof import('./graphql').RemoveAdminDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveClosedDay($date: String!) {\n    removeClosedDay(date: $date) {\n      ...SettingsClosedDayFields\n    }\n  }\n"): typeof import('./graphql').RemoveClosedDayDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveDriver($id: ID!) {\n    removeDriver(id: $id)\n  }\n"): typeof import('./graphql').RemoveDriverDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResetCustomerPassword($customerId: ID!, $password: String!) {\n    issueCustomerTemporaryPassword(customerId: $customerId, password: $password)\n  }\n"): typeof import('./graphql').ResetCustomerPasswordDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SearchCustomers($search: String!) {\n    searchCustomers(search: $search) {\n      ...CustomerMatchFields\n    }\n  }\n"): typeof import('./graphql').SearchCustomersDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CustomerMatchFields on CustomerMatch {\n    id\n    companyName\n    contactName\n    email\n  }\n"): typeof import('./graphql').CustomerMatchFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SettingsVariables {\n    getSettingsVariables {\n      ...SettingsVariablesFields\n    }\n  }\n"): typeof import('./graphql').SettingsVariablesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SettingsVariablesFields on SettingsVariables {\n    cutoffHour\n    freightChargeCents\n    freeFreightThresholdCents\n  }\n"): typeof import('./graphql').SettingsVariablesFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateInvoiceSettings($input: InvoiceSettingsInput!) {\n    updateInvoiceSettings(input: $input) {\n      ...InvoiceSettingsFields\n    }\n  }\n"): typeof import('./graphql').UpdateInvoiceSettingsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateMyAdminAccount($input: UpdateMyAdminAccountInput!) {\n    updateMyAdminAccount(input: $input) {\n      ...AdminAccountFields\n    }\n  }\n"): typeof import('./graphql').UpdateMyAdminAccountDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateSettingsVariables($input: UpdateSettingsVariablesInput!) {\n    updateSettingsVariables(input: $input) {\n      ...SettingsVariablesFields\n    }\n  }\n"): typeof import('./graphql').UpdateSettingsVariablesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment XeroConnectionFields on XeroConnection {\n    available\n    status\n    tenantName\n    connectedByName\n    connectedAt\n    problem\n    connectUrl\n    organisations {\n      tenantId\n      tenantName\n    }\n  }\n"): typeof import('./graphql').XeroConnectionFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query XeroConnection {\n    xeroConnection {\n      ...XeroConnectionFields\n    }\n  }\n"): typeof import('./graphql').XeroConnectionDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChooseXeroOrganisation($tenantId: String!) {\n    chooseXeroOrganisation(tenantId: $tenantId) {\n      ...XeroConnectionFields\n    }\n  }\n"): typeof import('./graphql').ChooseXeroOrganisationDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DisconnectXero {\n    disconnectXero {\n      ...XeroConnectionFields\n    }\n  }\n"): typeof import('./graphql').DisconnectXeroDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query XeroMapping {\n    xeroMapping {\n      salesAccountCode\n      freightAccountCode\n      cuttingAccountCode\n      taxType\n      contactMatch\n      syncFrom\n    }\n  }\n"): typeof import('./graphql').XeroMappingDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetXeroMapping(\n    $salesAccountCode: String!\n    $freightAccountCode: String!\n    $cuttingAccountCode: String!\n    $taxType: String!\n    $contactMatch: XeroContactMatch!\n  ) {\n    setXeroMapping(\n      salesAccountCode: $salesAccountCode\n      freightAccountCode: $freightAccountCode\n      cuttingAccountCode: $cuttingAccountCode\n      taxType: $taxType\n      contactMatch: $contactMatch\n    ) {\n      salesAccountCode\n      freightAccountCode\n      cuttingAccountCode\n      taxType\n      contactMatch\n      syncFrom\n    }\n  }\n"): typeof import('./graphql').SetXeroMappingDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query XeroPushProblems {\n    xeroPushProblems {\n      kind\n      localId\n      document\n      error\n      attempts\n      attemptedAt\n    }\n  }\n"): typeof import('./graphql').XeroPushProblemsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RetryXeroPush($kind: XeroLinkKind!, $localId: ID!) {\n    retryXeroPush(kind: $kind, localId: $localId) {\n      kind\n      localId\n      document\n      error\n      attempts\n      attemptedAt\n    }\n  }\n"): typeof import('./graphql').RetryXeroPushDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query XeroContactPreview {\n    xeroContactPreview {\n      customerId\n      code\n      name\n      match\n      contactName\n    }\n  }\n"): typeof import('./graphql').XeroContactPreviewDocument;


export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}
