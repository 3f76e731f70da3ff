import { useId, useMemo, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Popover } from 'radix-ui';
import { languageInfo, platformLanguageFromTag } from '@atrium/domain/i18n';
import { CheckIcon, ChevronDownIcon } from '../../primitives/Icon';
import { FieldRoot, Label } from '../../primitives/TextField/TextField.styles';
import { Content, Empty, List, Option, OptionNames, OtherName, Search, Trigger, Value } from './LanguageSelect.styles';
import menuEnglish from '../../../i18n/locales/en/ui/menu.json';
import { registerPart } from '../../../i18n/registry';

registerPart('menu', menuEnglish);

export interface LanguageSelectProps {
  /** The languages offered (BCP-47 tags, e.g. 'en', 'zh-CN', 'ar'), each shown by its own name, in this order. */
  readonly languages: readonly string[];
  /** The current language (one of `languages`). */
  readonly language: string;
  readonly onLanguageChange: (language: string) => void;
}

/** Each language is named in itself, so a reader who cannot read the current one still finds theirs. */
function languageName(tag: string): string {
  const code = platformLanguageFromTag(tag);
  return code === null ? tag : languageInfo(code).nativeName;
}

/** Lower case, without accents, for matching what a person types ("espanol" finds "Español"). */
function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase();
}

function displayName(names: Intl.DisplayNames | null, tag: string): string {
  try {
    return names?.of(tag) ?? '';
  } catch {
    return '';
  }
}

function namesIn(locale: string): Intl.DisplayNames | null {
  try {
    return new Intl.DisplayNames([locale], { type: 'language' });
  } catch {
    return null;
  }
}

/**
 * The language selector (spec §4 "Language change"): the one control the side menu and the agent centre's header
 * both offer. With many languages a list alone is slow to scan, so the popup opens on a search field: typing any of
 * a language's names (its own, the page's language's, English's) or its code narrows the list, the arrow keys move
 * through it and Enter chooses, as in a combobox. Each language is listed in itself, with its name in the page's
 * language beside it.
 */
export function LanguageSelect({ languages, language, onLanguageChange }: LanguageSelectProps) {
  const { t, i18n } = useTranslation('ui');
  const id = useId();
  const labelId = `${id}-label`;
  const listId = `${id}-list`;
  const [isOpen, setIsOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const pageLanguage = i18n.resolvedLanguage ?? 'en';

  const options = useMemo(() => {
    const local = namesIn(pageLanguage);
    const english = namesIn('en');
    return languages.map((tag) => {
      const own = languageName(tag);
      const inPage = displayName(local, tag);
      const code = platformLanguageFromTag(tag) ?? tag;
      return {
        tag,
        own,
        inPage: fold(inPage) === fold(own) ? '' : inPage,
        keys: [own, inPage, displayName(english, tag), code, tag].map(fold),
      };
    });
  }, [languages, pageLanguage]);

  const wanted = fold(query.trim());
  const shown = wanted === '' ? options : options.filter((o) => o.keys.some((key) => key.includes(wanted)));
  const activeIndex = Math.min(active, shown.length - 1);
  const optionId = (tag: string) => `${id}-option-${tag}`;

  const open = (next: boolean) => {
    setIsOpen(next);
    setQuery('');
    setActive(
      Math.max(
        0,
        options.findIndex((o) => o.tag === language),
      ),
    );
  };
  const choose = (tag: string) => {
    open(false);
    if (tag !== language) onLanguageChange(tag);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const last = shown.length - 1;
    const moves: Record<string, number> = {
      ArrowDown: Math.min(last, activeIndex + 1),
      ArrowUp: Math.max(0, activeIndex - 1),
      Home: 0,
      End: last,
      PageDown: Math.min(last, activeIndex + 5),
      PageUp: Math.max(0, activeIndex - 5),
    };
    const move = moves[event.key];
    if (move !== undefined && shown.length > 0) {
      event.preventDefault();
      setActive(move);
      document.getElementById(optionId(shown[move]?.tag ?? ''))?.scrollIntoView({ block: 'nearest' });
    } else if (event.key === 'Enter' && shown[activeIndex]) {
      event.preventDefault();
      choose(shown[activeIndex].tag);
    }
  };

  return (
    <FieldRoot>
      <Label as="span" id={labelId}>
        {t('LanguageSelect.label')}
      </Label>
      <Popover.Root open={isOpen} onOpenChange={open}>
        <Popover.Trigger asChild>
          <Trigger type="button" $isInvalid={false} aria-labelledby={`${labelId} ${id}-value`}>
            <Value id={`${id}-value`} lang={language}>
              {languageName(language)}
            </Value>
            <ChevronDownIcon />
          </Trigger>
        </Popover.Trigger>
        <Popover.Portal>
          <Content align="start" sideOffset={4} aria-labelledby={labelId} collisionPadding={8}>
            <Search
              $isInvalid={false}
              type="search"
              role="combobox"
              aria-label={t('LanguageSelect.search')}
              aria-expanded="true"
              aria-controls={listId}
              aria-autocomplete="list"
              aria-activedescendant={shown[activeIndex] ? optionId(shown[activeIndex].tag) : undefined}
              placeholder={t('LanguageSelect.search')}
              autoComplete="off"
              spellCheck={false}
              value={query}
              onChange={(event) => {
                setQuery(event.target.value);
                setActive(0);
              }}
              onKeyDown={onKeyDown}
            />
            <List role="listbox" id={listId} aria-labelledby={labelId}>
              {shown.map((option, index) => (
                <Option
                  key={option.tag}
                  id={optionId(option.tag)}
                  role="option"
                  aria-selected={option.tag === language}
                  data-active={index === activeIndex || undefined}
                  onClick={() => choose(option.tag)}
                  onPointerMove={() => setActive(index)}
                >
                  <OptionNames>
                    <span lang={option.tag}>{option.own}</span>
                    {option.inPage && <OtherName>{option.inPage}</OtherName>}
                  </OptionNames>
                  {option.tag === language && <CheckIcon />}
                </Option>
              ))}
            </List>
            {shown.length === 0 && <Empty role="status">{t('LanguageSelect.none', { query: query.trim() })}</Empty>}
          </Content>
        </Popover.Portal>
      </Popover.Root>
    </FieldRoot>
  );
}
