import type { PageProps } from '../app/context.ts';
import { StatusMessage } from '../components/StatusMessage.tsx';
import type { ErrorPageData } from '../routes/types.ts';

export default function NotFoundPage({ data }: PageProps<ErrorPageData>) {
  return <StatusMessage title={data.title} message={data.message} />;
}
