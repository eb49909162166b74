export const api = {};
export const adminApi = {};
