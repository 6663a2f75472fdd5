/** The routes `npm run bench` measures: one of each kind of page. */
export const ALL_ROUTES = [
  "/",
  "/techservices/ia",
  "/contractors",
  "/vma/specialist",
  "/work-with-us",
  "/events",
  "/blog",
  "/blog/article/1",
  "/about-us",
  "/moreservices/crm",
];
