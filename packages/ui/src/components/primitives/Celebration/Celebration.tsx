import { usePrefersReducedMotion } from '../Carousel/usePrefersReducedMotion';
import { Icon } from '../Icon';
import { Burst, Mark, Message, Region, Spark, SPARK_COUNT } from './Celebration.styles';

export interface CelebrationProps {
  /** What happened, in words; null says nothing (the live region stays, empty, ready for the next one). */
  readonly message: string | null;
  /**
   * A reward came (claimed, won, paid, redeemed): the message arrives with a short burst and a pop. False for an
   * outcome that is not one yet (joined, applying): the message alone.
   */
  readonly isReward?: boolean;
  /** A new value plays the moment again, for an outcome whose words are the same as the last one's. */
  readonly replayKey?: string | number;
  /** Names the message for tests that look for it. */
  readonly testId?: string;
}

function StarIcon() {
  return (
    <Icon fill="currentColor">
      <path d="M12 2.5l2.9 6 6.6.9-4.8 4.6 1.2 6.5L12 17.4l-5.9 3.1 1.2-6.5L2.5 9.4l6.6-.9z" />
    </Icon>
  );
}

/**
 * The moment a reward lands: the success message pops in with a small burst of sparks, CSS only and under a second,
 * in the brand's accent. Under reduced motion nothing moves: the message is simply there. The message is said in a
 * polite live region, so a screen reader hears it too; the sparks are decoration and hidden from it.
 */
export function Celebration({ message, isReward = true, replayKey, testId }: CelebrationProps) {
  const isReduced = usePrefersReducedMotion();
  return (
    <Region role="status" aria-live="polite">
      {message !== null && (
        <Message
          key={replayKey ?? message}
          data-testid={testId}
          data-reward={isReward || undefined}
          data-motion={isReduced ? 'reduced' : undefined}
        >
          {isReward && (
            <>
              <Burst aria-hidden="true">
                {Array.from({ length: SPARK_COUNT }, (_, i) => (
                  <Spark key={i} />
                ))}
              </Burst>
              <Mark>
                <StarIcon />
              </Mark>
            </>
          )}
          <span>{message}</span>
        </Message>
      )}
    </Region>
  );
}
