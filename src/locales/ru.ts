/**
 * Russian messages, one default export (an `ElicitationMessages` catalogue).
 *
 * @module react-mcp-elicitation/locales/ru
 */
import type { ElicitationMessages, Translation } from '../core/messages.js';

// Russian. Every key of the English catalogue, and no {parameter} it lacks: the build checks both;
// locales.test.ts checks every plural category the language has.
const ru = {
  locale: 'ru',
  unknownMode: 'Сервер запрашивает в режиме, который это приложение не поддерживает ({mode}).',
  requestFrom: '{server} спрашивает',
  unknownServer: 'MCP-сервер',
  serverTextNote: 'Написано сервером',
  requiredMarker: 'обязательно',
  submit: 'Отправить',
  decline: 'Отклонить',
  cancel: 'Отмена',
  resultAccepted: 'Отправлено.',
  resultAcceptedSummary: 'Отправлено. {summary}',
  resultSending: 'Отправка…',
  resultNotSentYet: 'Ещё не отправлено: соединение прервалось. Повторная попытка…',
  resultRetryNow: 'Повторить сейчас',
  resultDeclined: 'Отклонено.',
  resultCancelled: 'Отменено.',
  appCaption: 'Показано собственным приложением {server} в песочнице. То, что оно отправляет, сначала проверяется.',
  appFrameTitle: 'Приложение от {server}',
  appLoading: 'Загрузка приложения от {server}…',
  appUseStandard: 'Использовать обычную форму',
  appWantsToSend: 'Приложение хочет отправить это. Проверьте и отправьте:',
  appWantsToEnd: 'Приложение хочет ответить «{action}». Подтвердите отправку.',
  appRefused: 'Ответ приложения не соответствует запросу {server}, поэтому ничего не отправлено ({fields}).',
  appFailed: 'Не удалось показать приложение от {server}, поэтому вот обычная форма.',
  summaryItem: '{label}: {value}',
  summarySeparator: ' · ',
  summaryYes: 'да',
  summaryNo: 'нет',
  summaryMasked: '•••••• (скрыто)',
  moreFields:
    '{count, plural, one {Показать ещё # поле} few {Показать ещё # поля} many {Показать ещё # полей} other {Показать ещё # поля}}',
  moreFieldsFilled:
    '{count, plural, one {Показать ещё # поле (заполнено: {filled})} few {Показать ещё # поля (заполнено: {filled})} many {Показать ещё # полей (заполнено: {filled})} other {Показать ещё # поля (заполнено: {filled})}}',
  reviewMoreFields: 'Некоторые поля ниже уже заполнены. Проверьте их, затем отправьте.',
  errorSummary:
    '{count, plural, one {# поле требует внимания.} few {# поля требуют внимания.} many {# полей требуют внимания.} other {# поля требуют внимания.}}',
  unnamedField: '(поле без названия)',
  selectPlaceholder: 'Выберите…',
  selectNone: 'Ничего не выбрано',
  multiCount: 'Выбрано: {count} из {max}',
  multiMinHint: 'Выберите не менее {min}.',
  dateTimeHint: 'Ваше местное время ({offset}).',
  dateTimeHintNoOffset: 'Ваше местное время.',
  sensitiveWarning:
    'Это похоже на пароль, ключ, токен или платёжные данные. MCP-серверы не должны запрашивать такое в форме; вы можете отклонить запрос.',
  unsatisfiableNote:
    'Ограничения сервера для этого поля противоречат друг другу; ни один ответ не может им удовлетворить.',
  patternUnsupportedNote:
    'Сервер задал для этого поля правило формата, которое здесь нельзя безопасно проверить; оно не применяется.',
  defaultHiddenNote:
    'Сервер предложил значение, которое этот элемент не может показать, поэтому поле оставлено пустым и это значение не будет отправлено.',
  errorRequired: 'Это поле обязательно.',
  errorTypeNumber: 'Введите число.',
  errorTypeInteger: 'Введите целое число.',
  errorTypeOther: 'У этого значения неверный тип.',
  errorMinLength:
    '{limit, plural, one {Введите не менее # символа.} few {Введите не менее # символов.} many {Введите не менее # символов.} other {Введите не менее # символа.}}',
  errorMaxLength:
    '{limit, plural, one {Введите не более # символа.} few {Введите не более # символов.} many {Введите не более # символов.} other {Введите не более # символа.}}',
  errorMinimum: 'Введите {limit} или больше.',
  errorMaximum: 'Введите {limit} или меньше.',
  errorExclusiveMinimum: 'Введите больше {limit}.',
  errorExclusiveMaximum: 'Введите меньше {limit}.',
  errorMultipleOf: 'Введите число, кратное {limit}.',
  errorEnum: 'Выберите один из вариантов.',
  errorMinItems: 'Выберите не менее {limit}.',
  errorMaxItems: 'Выберите не более {limit}.',
  errorFormatEmail: 'Введите адрес электронной почты, например name@example.com.',
  errorFormatUri: 'Введите полный веб-адрес, например https://example.com.',
  errorFormatDate: 'Введите дату.',
  errorFormatDateTime: 'Введите дату и время.',
  errorPattern: 'Это значение не в ожидаемом виде.',
  requestInvalidTitle: 'Этот запрос нельзя показать',
  requestParamsNotObject: 'Запрос не является объектом.',
  requestMessageNotString: 'Сообщение запроса отсутствует или не является текстом.',
  requestModeUnsupported: 'Запрос не является формой.',
  requestSchemaMissing: 'В запросе нет схемы формы (requestedSchema).',
  requestSchemaNotObject: 'Схема формы не является объектом.',
  requestSchemaTypeNotObject: 'Тип схемы формы не "object".',
  requestPropertiesMissing: 'В схеме формы нет списка полей (properties).',
  requestRequiredInvalid: 'Список обязательных полей не является списком имён.',
  requestPropertyNotObject: 'Поле «{property}» не является корректным описанием поля.',
  requestTypeMissing: 'У поля «{property}» нет типа.',
  requestTypeUnsupported: 'У поля «{property}» тип, который нельзя запросить в форме.',
  requestNestedObject: 'Поле «{property}» — вложенный объект; допускаются только плоские формы.',
  requestArrayItemsUnsupported: 'Поле «{property}» — список чего-то, кроме вариантов.',
  requestEnumEmpty: 'Поле «{property}» не предлагает вариантов.',
  requestEnumInvalid: 'У поля «{property}» недопустимые варианты ({keyword}).',
  requestKeywordInvalid: 'У поля «{property}» недопустимое «{keyword}».',
  requestTooLarge: 'Форма слишком велика, чтобы безопасно её показать.',
  requestTooLargeProperties:
    'Форма слишком велика, чтобы безопасно её показать: {count, plural, one {# поле} few {# поля} many {# полей} other {# поля}}, а предел — {max}.',
  requestTooLargeOptions:
    'Форма слишком велика, чтобы безопасно её показать: у поля «{property}» {count, plural, one {# вариант} few {# варианта} many {# вариантов} other {# варианта}}, а предел — {max}.',
  requestTooLargeControls:
    'Форма слишком велика, чтобы безопасно её показать: всего {count, plural, one {# поле или флажок} few {# поля и флажка} many {# полей и флажков} other {# поля и флажка}}, а предел — {max}.',
  requestTooLargeTotalOptions:
    'Форма слишком велика, чтобы безопасно её показать: всего {count, plural, one {# вариант} few {# варианта} many {# вариантов} other {# варианта}}, а предел — {max}.',
  requestTooLargeTextChars:
    'Форма слишком велика, чтобы безопасно её показать: {count, plural, one {# символ} few {# символа} many {# символов} other {# символа}} текста, а предел — {max}.',
  requestInvalidHint: 'Вы можете отклонить или отменить запрос.',
  urlRequestFrom: '{server} просит вас открыть страницу',
  urlCaption: 'Адрес (не откроется, пока вы этого не выберете)',
  urlOpen: 'Открыть {host}',
  urlOpenAgain: 'Открыть {host} снова',
  urlDone: 'Готово',
  urlWaiting: '{host} открыт в новой вкладке. Завершите там, затем вернитесь.',
  urlComplete: 'Сервер сообщает, что этот шаг завершён.',
  urlConfirming: 'Ждём, пока {server} подтвердит, что этот шаг завершён. Если нет, откройте страницу снова.',
  urlStopWaiting: 'Не ждать',
  urlContinue: 'Готово — продолжить',
  urlWaitingRetry: '{host} открыт в новой вкладке. Завершите там, затем продолжите здесь.',
  urlNotFinished: '{server} сообщает, что этот шаг ещё не завершён. Завершите его на {host}, затем продолжите.',
  urlWarningsTitle: 'Проверьте этот адрес, прежде чем открывать',
  urlRefusedTitle: 'Этот адрес не будет открыт',
  urlRefusedInvalid: 'Это не корректный веб-адрес.',
  urlRefusedScheme:
    'Адреса, начинающиеся с «{scheme}:», могут запускать код или читать локальные файлы; открываются только страницы https и http.',
  urlOpensHost: 'Откроется:',
  urlCopy: 'Копировать ссылку',
  urlCopied: 'Ссылка скопирована.',
  urlCopyFailed: 'Не удалось скопировать. Ссылка выделена: нажмите Ctrl+C (⌘C на Mac), чтобы скопировать её.',
  urlWarnHostDiffers: 'Адрес записан так, что может выглядеть как другой сайт ({reasons}). Браузер откроет {host}.',
  urlHostDiffersSlashes: 'необычные косые черты после схемы',
  urlHostDiffersBackslash: 'обратная косая черта, которую браузеры читают как «/»',
  urlHostDiffersMapped: 'символы, которые браузер превращает в другие буквы',
  urlHostDiffersPercent: '%-коды в имени сайта',
  urlHostDiffersIpNotation: 'IP-адрес в необычной записи',
  urlHostDiffersTrailingDot: 'точка в конце имени сайта',
  urlWarnHttp: 'Страница не зашифрована (http): другие в сети могут прочитать или изменить то, что вы отправите.',
  urlWarnHttpLocal: 'Страница находится на этом компьютере и не зашифрована (http).',
  urlWarnPunycode:
    'В имени сайта международные символы: оно читается как «{unicode}», но на самом деле это «{ascii}». Похожие буквы — частый приём обмана.',
  urlWarnMixedScript: 'Имя «{label}» смешивает алфавиты ({scripts}); некоторые буквы могут лишь выглядеть как другие.',
  urlWarnCredentials: 'Адрес содержит имя пользователя или пароль перед «@». Настоящий сайт — {host}.',
  urlWarnIpHost: 'Адрес — это просто IP-адрес ({host}), а не имя сайта.',
  urlWarnPort: 'Адрес использует необычный порт ({port}).',
  urlWarnBidi:
    'Адрес содержит символы, меняющие направление текста, что может его замаскировать (показаны как коды U+).',
  urlWarnInvisible: 'Адрес содержит невидимые символы (показаны как коды U+).',
  urlWarnLong:
    'Адрес очень длинный ({length, plural, one {# символ} few {# символа} many {# символов} other {# символа}}); проверьте его целиком.',
  urlWarnMessageBidi:
    'Сообщение содержит символы, меняющие направление текста; оно может читаться не так, как написано.',
  dialogTitle: 'Запрос от {server}',
  dialogMorePending: '{count, plural, one {Ещё # ждёт} few {Ещё # ждут} many {Ещё # ждут} other {Ещё # ждут}}',
  dialogStep: 'Вопрос {index} из {count} на этом шаге',
  dialogWaiting:
    '{minutes, plural, one {Спрошено # минуту назад} few {Спрошено # минуты назад} many {Спрошено # минут назад} other {Спрошено # минуты назад}}',
  dialogClose: 'Закрыть',
  dialogAskedAgain:
    '{server} спрашивает снова. Ваш прошлый ответ подставлен (кроме конфиденциальных полей); в сообщении ниже сказано, что нужно.',
  dialogServerClaim: 'Он называет себя «{claim}». Это утверждение самого сервера; приложение его не проверяло.',
  dialogStopAsking: 'Запретить запросы от {server}',
  dialogWithdrawn:
    '{count, plural, one {{server} отозвал # запрос. Ничего не отправлено.} few {{server} отозвал # запроса. Ничего не отправлено.} many {{server} отозвал # запросов. Ничего не отправлено.} other {{server} отозвал # запроса. Ничего не отправлено.} =1 {{server} отозвал свой запрос.}}',
  dialogHeldWhileTyping: '{server} что-то запрашивает. Запрос откроется, когда вы прервёте ввод.',
  dialogLoading: 'Загрузка запроса от {server}…',
  dialogBlocked: 'Запросы от {server} отключены до перезагрузки страницы.',
  dialogExpired: 'Срок запроса от {server} истёк. Ничего не отправлено.',
  dialogReloaded: 'Запрос от {server} завершился при перезагрузке страницы. Ничего не отправлено.',
  dialogResumed: 'Спрошено снова после перезагрузки страницы: введённое раньше не сохранено.',
  settledSent: 'Отправлено в {server}: {summary}',
  settledSentEmpty: 'Отправлено в {server}.',
  settledDeclined: 'Вы отклонили запрос от {server}.',
  settledCancelled: 'Вы отменили запрос от {server}.',
  settledWithdrawn: '{server} отозвал этот запрос. Ничего не отправлено.',
  settledStopped: 'Вы остановили этот ход. Запрос от {server} отменён.',
  settledTimedOut: 'Время ожидания запроса истекло. Ничего не отправлено.',
  settledDisconnected: 'Соединение с {server} потеряно. Ничего не отправлено.',
  settledBlocked: 'Запросы от {server} отключены. Ничего не отправлено.',
  settledElsewhere: 'Ответ дан в другом окне.',
  settledUrlDone: 'Вы открыли страницу от {server}.',
  settledDraft: 'Что вы ввели',
  settledCopy: 'Копировать введённое',
  settledCopied: 'Скопировано.',
  settledCopyFailed: 'Не удалось скопировать. Список выделен: нажмите Ctrl+C (⌘C на Mac), чтобы скопировать его.',
  inlineListLabel: 'Запросы от серверов',
  inlineArrived: 'Новый запрос от {server}.',
  inlineMoreFrom:
    '{count, plural, one {Показать ещё # запрос от {server}} few {Показать ещё # запроса от {server}} many {Показать ещё # запросов от {server}} other {Показать ещё # запроса от {server}}}',
  inlineCardLabel: 'Запрос от {server}: {message}',
  inlineServerClaim: 'называет себя «{claim}» (не проверено)',
  inlineJump:
    '{count, plural, one {# запрос ждёт ответа} few {# запроса ждут ответа} many {# запросов ждут ответа} other {# запроса ждут ответа}}',
  attentionTitle: '({count}) Нужен ответ · {title}',
  taskRunning: '{server} выполняет задачу.',
  taskElapsed: 'Выполняется {time}',
  taskSays: 'Сервер сообщает: «{message}»',
  taskStop: 'Остановить эту задачу',
  taskCompleted: 'Задача от {server} завершена.',
  taskFailed: 'Задача от {server} завершилась ошибкой.',
  taskCancelled: 'Задача от {server} остановлена.',
  taskDismiss: 'Скрыть',
  // The lines that name an agent (Agent Client Protocol) as the one asking
  agentTextNote: 'Написано агентом',
  agentClaim: 'Он называет себя «{claim}». Это утверждение самого агента; приложение его не проверяло.',
  agentUrlComplete: 'Агент сообщает, что этот шаг завершён.',
  agentSensitiveWarning:
    'Это похоже на пароль, ключ, токен или платёжные данные. Агенты не должны запрашивать такое в форме; вы можете отклонить запрос.',
  agentUnsatisfiableNote:
    'Ограничения агента для этого поля противоречат друг другу; ни один ответ не может им удовлетворить.',
  agentPatternUnsupportedNote:
    'Агент задал для этого поля правило формата, которое здесь нельзя безопасно проверить; оно не применяется.',
  agentDefaultHiddenNote:
    'Агент предложил значение, которое этот элемент не может показать, поэтому поле оставлено пустым и это значение не будет отправлено.',
  agentToolCall: 'Запрошено во время вызова инструмента «{title}».',
} as const;

/**
 * Russian: a complete catalogue. Plural rules, `lang` and numbers follow its locale (`ru`).
 *
 * @example
 * ```tsx
 * import ru from 'react-mcp-elicitation/locales/ru';
 * <ElicitationHost messages={ru} />
 * ```
 */
export default ru satisfies Translation<typeof ru> as ElicitationMessages;
