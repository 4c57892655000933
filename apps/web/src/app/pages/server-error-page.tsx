import { ErrorPage } from './error-page';

export default function ServerErrorPage() {
  return <ErrorPage code="500" message="Internal Server Error" />;
}
