/** Three bouncing dots while the reply has not started; screen readers hear `label`. */
export function TypingIndicator({label}: {label: string}) {
  return (
    <div className="flex justify-start" data-testid="rhia-typing">
      <span className="flex gap-1 rounded-2xl rounded-bl-sm bg-surface-muted px-3 py-3" aria-hidden="true">
        <span className="h-2 w-2 animate-bounce rounded-full bg-ink-muted motion-reduce:animate-none" />
        <span className="h-2 w-2 animate-bounce rounded-full bg-ink-muted [animation-delay:150ms] motion-reduce:animate-none" />
        <span className="h-2 w-2 animate-bounce rounded-full bg-ink-muted [animation-delay:300ms] motion-reduce:animate-none" />
      </span>
      <span className="sr-only">{label}</span>
    </div>
  );
}
