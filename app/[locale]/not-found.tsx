import { NotFoundView } from '@/components/common/not-found-view';
import '../marketing.css';

export default function LocaleNotFound() {
  return <NotFoundView />;
}
