import NotFoundView from '@/components/shell/NotFoundView';

// Under `next dev`, an unknown path of this language (the export writes the same page as its 404 document).
export default function NotFound() {
  return <NotFoundView locale="pt" />;
}
