export const USERS_PATH = '/admin/users';
export const ADD_USER_PATH = '/admin/users/add-new';
