import { isApiError } from '@atrium/api/errors';
import {
  applyPromotionMutationOptions,
  promotionListQueryOptions,
  type Promotion,
  type PromotionImage,
} from '@atrium/api/promotionsPage';
import { readUrlHash } from '@atrium/domain/routes';
import {
  ALL_PROMOTIONS,
  PromotionApply,
  PromotionDetail,
  PromotionList,
  type PromotionApplySubmission,
  type PromotionRefusal,
  type PromotionView,
} from '@atrium/ui/promotions';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useApiClient } from '../../shared/apiClient';
import { useAuthActions } from '../../shared/auth/useAuthActions';
import { useSession } from '../../shared/auth/useSession';
import { useLanguage } from '../../shared/language';
import { useSubmit } from '../../shared/submit';

function toView(promotion: Promotion): PromotionView {
  return {
    id: promotion.id,
    title: promotion.title,
    imageUrl: promotion.imageUrl,
    categoryId: promotion.categoryId,
    startsAt: promotion.startsAt,
    endsAt: promotion.endsAt,
    status: promotion.status,
    canApply: promotion.action !== null,
    content: promotion.content,
    terms: promotion.terms,
  };
}

/** A picked file as the application carries it: name, type, size and the bytes as base64. */
function toImage(file: File): Promise<PromotionImage> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => {
      const url = typeof reader.result === 'string' ? reader.result : '';
      resolve({ name: file.name, type: file.type, size: file.size, base64: url.slice(url.indexOf(',') + 1) });
    };
    reader.onerror = () => reject(reader.error ?? new Error('unreadable file'));
    reader.readAsDataURL(file);
  });
}

/**
 * §2 /promotions and /promotions#{promoId}: the list (guests too, §6 "Guest: browse … promotions"), one promotion in
 * a dialog opened from its card or from its address, and the application its status allows (§5). A guest who
 * presses Apply gets the login popup. The application is sent once (submit guard, `retry: false`); a refusal keeps
 * the remark and images and is said under the field it concerns.
 */
export function PromotionsRoute() {
  const client = useApiClient();
  const session = useSession();
  const language = useLanguage();
  const auth = useAuthActions();
  const location = useLocation();
  const navigate = useNavigate();
  const [category, setCategory] = useState(ALL_PROMOTIONS);
  const [isApplying, setApplying] = useState(false);
  const [refusal, setRefusal] = useState<PromotionRefusal | null>(null);
  const [appliedId, setAppliedId] = useState<string | null>(null);

  const list = useQuery(
    promotionListQueryOptions(client, { language: language.platformLanguage, isLoggedIn: session.isLoggedIn }),
  );
  const apply = useMutation(applyPromotionMutationOptions(client));

  const promotions = (list.data?.promotions ?? []).map(toView);
  const promoId = readUrlHash(location.hash);
  const open = promotions.find((p) => p.id === promoId) ?? null;

  const openPromotion = (id: string) => {
    setApplying(false);
    setRefusal(null);
    setAppliedId(null);
    void navigate({ hash: id });
  };
  const close = () => {
    setApplying(false);
    setRefusal(null);
    void navigate({ hash: '' });
  };

  const submit = useSubmit(async (promotion: PromotionView, submission: PromotionApplySubmission) => {
    setRefusal(null);
    try {
      const images = await Promise.all(submission.files.map(toImage));
      await apply.mutateAsync({ promotionId: promotion.id, remark: submission.remark, images });
      setApplying(false);
      setAppliedId(promotion.id);
    } catch (error) {
      setRefusal(
        isApiError(error)
          ? { code: error.code ?? null, messageKey: error.messageKey }
          : { code: null, messageKey: 'errors:unknown' },
      );
    }
  });

  return (
    <>
      <PromotionList
        state={list.isPending ? 'loading' : list.isError ? 'error' : 'ready'}
        categories={list.data?.categories ?? []}
        promotions={promotions}
        category={category}
        onCategoryChange={setCategory}
        onOpen={openPromotion}
        errorMessageKey={isApiError(list.error) ? list.error.messageKey : 'errors:unknown'}
        onRetry={() => void list.refetch()}
        isRetrying={list.isFetching}
      />
      <PromotionDetail
        promotion={open}
        onClose={close}
        isGuest={!session.isLoggedIn}
        onApply={() => {
          if (session.isLoggedIn) setApplying(true);
          else auth.openLogin();
        }}
        isApplied={open !== null && appliedId === open.id}
      >
        {open && isApplying && open.canApply ? (
          <PromotionApply
            onSubmit={(submission) => submit.run(open, submission)}
            onCancel={() => {
              setApplying(false);
              setRefusal(null);
            }}
            isSubmitting={submit.isPending}
            refusal={refusal}
          />
        ) : undefined}
      </PromotionDetail>
    </>
  );
}
