// Customer pieces shared by several features (the lookup both the work-order form and the admin user
// dialog read).
export { customerKeys, getCustomers, useCustomers, type CustomerOption } from './api/get-customers';
