import { isRouteErrorResponse, useRouteError } from 'react-router';
import { useEffect } from 'react';
import { ErrorPage } from './error-page';

/** The error boundary of the route tree: a 404 answer shows the 404 page, anything else the 500 page. */
export default function RouteErrorPage() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  useEffect(() => {
    if (!notFound) console.error(error);
  }, [error, notFound]);
  return notFound ? (
    <ErrorPage code="404" message="Sorry, page not found" />
  ) : (
    <ErrorPage code="500" message="Internal Server Error" />
  );
}
