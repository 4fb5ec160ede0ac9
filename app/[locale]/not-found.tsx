import { NotFoundView } from '@/components/common/not-found-view';

export default function LocaleNotFound() {
  return <NotFoundView />;
}
