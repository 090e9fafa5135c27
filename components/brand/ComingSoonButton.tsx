import {Badge} from '@/components/ui/Badge';
import {Button} from '@/components/ui/Button';
import {Icon} from '@/components/congress/Icon';

/** A download that is not published yet: a disabled button and the coming-soon note. */
export function ComingSoonButton({label, note}: {label: string; note: string}) {
  return (
    <div className="flex flex-wrap items-center gap-3">
      <Button size="sm" disabled>
        <Icon name="download" className="h-4 w-4" />
        {label}
      </Button>
      <Badge tone="neutral">{note}</Badge>
    </div>
  );
}
