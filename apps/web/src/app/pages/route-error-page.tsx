import { isRouteErrorResponse, useRouteError } from 'react-router';
import { useEffect } from 'react';
import { isNotFound } from '../../lib/api-client';
import { ErrorPage } from './error-page';

/**
 * The error boundary of the route tree: a 404 (an unknown route, or a read of a record that does not exist or that
 * the caller may not see, thrown by the query client) shows the 404 page, anything else the 500 page. Inside the
 * signed-in layout this boundary sits under the header and menu, so the page keeps its frame.
 */
export default function RouteErrorPage() {
  const error = useRouteError();
  const notFound = (isRouteErrorResponse(error) && error.status === 404) || isNotFound(error);
  useEffect(() => {
    if (!notFound) console.error(error);
  }, [error, notFound]);
  return notFound ? (
    <ErrorPage code="404" message="Sorry, page not found" />
  ) : (
    <ErrorPage code="500" message="Internal Server Error" />
  );
}
