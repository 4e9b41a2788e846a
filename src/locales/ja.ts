/**
 * Japanese messages, one default export (an `ElicitationMessages` catalogue).
 *
 * @module react-mcp-elicitation/locales/ja
 */
import type { ElicitationMessages, Translation } from '../core/messages.js';

// Japanese. Every key of the English catalogue, and no {parameter} it lacks: the build checks both;
// locales.test.ts checks every plural category the language has.
const ja = {
  locale: 'ja',
  unknownMode: 'サーバーは、このアプリが対応していないモード（{mode}）で要求しています。',
  requestFrom: '{server} からの質問',
  unknownServer: 'MCP サーバー',
  serverTextNote: 'サーバーが書いた内容',
  requiredMarker: '必須',
  submit: '送信',
  decline: '拒否',
  cancel: 'キャンセル',
  resultAccepted: '送信しました。',
  resultAcceptedSummary: '送信しました。{summary}',
  resultSending: '送信中…',
  resultNotSentYet: 'まだ送信されていません。接続に失敗しました。再試行しています…',
  resultRetryNow: '今すぐ再試行',
  resultDeclined: '拒否しました。',
  resultCancelled: 'キャンセルしました。',
  appCaption: '{server} 独自のアプリがサンドボックス内で表示しています。送信内容は先に確認されます。',
  appFrameTitle: '{server} のアプリ',
  appLoading: '{server} のアプリを読み込んでいます…',
  appUseStandard: '標準のフォームを使う',
  appWantsToSend: 'アプリが次の内容を送信しようとしています。確認してから送信してください:',
  appWantsToEnd: 'アプリが「{action}」と回答しようとしています。送信するには確認してください。',
  appRefused: 'アプリの回答が {server} の求めた内容に合わないため、何も送信されませんでした（{fields}）。',
  appFailed: '{server} のアプリを表示できなかったため、標準のフォームを表示しています。',
  summaryItem: '{label}: {value}',
  summarySeparator: ' · ',
  summaryYes: 'はい',
  summaryNo: 'いいえ',
  summaryMasked: '••••••（非表示）',
  moreFields: '{count, plural, other {残り # 項目を表示}}',
  moreFieldsFilled: '{count, plural, other {残り # 項目を表示（入力済み: {filled}）}}',
  reviewMoreFields: '下の項目の一部には入力済みの値があります。確認してから送信してください。',
  errorSummary: '{count, plural, other {# 項目を確認してください。}}',
  unnamedField: '（名前のない項目）',
  selectPlaceholder: '選択…',
  selectNone: '選択なし',
  multiCount: '{count} / {max} 件を選択',
  multiMinHint: '{min} 件以上選んでください。',
  dateTimeHint: 'お使いの地域の時刻（{offset}）。',
  dateTimeHintNoOffset: 'お使いの地域の時刻。',
  sensitiveWarning:
    'これはパスワード、キー、トークン、または支払い情報のようです。MCP サーバーはこれらをフォームで求めてはいけません。拒否できます。',
  unsatisfiableNote: 'この項目に対するサーバーの制限が互いに矛盾しているため、どの回答も条件を満たせません。',
  patternUnsupportedNote:
    'サーバーはこの項目に形式のルールを指定しましたが、ここでは安全に確認できないため適用していません。',
  defaultHiddenNote:
    'サーバーが提案した値はこのコントロールでは表示できないため、空欄のままにしてあり、送信されません。',
  errorRequired: 'この項目は必須です。',
  errorTypeNumber: '数値を入力してください。',
  errorTypeInteger: '整数を入力してください。',
  errorTypeOther: 'この値の型が正しくありません。',
  errorMinLength: '{limit, plural, other {# 文字以上で入力してください。}}',
  errorMaxLength: '{limit, plural, other {# 文字以内で入力してください。}}',
  errorMinimum: '{limit} 以上を入力してください。',
  errorMaximum: '{limit} 以下を入力してください。',
  errorExclusiveMinimum: '{limit} より大きい値を入力してください。',
  errorExclusiveMaximum: '{limit} より小さい値を入力してください。',
  errorMultipleOf: '{limit} の倍数を入力してください。',
  errorEnum: '選択肢から 1 つ選んでください。',
  errorMinItems: '{limit} 件以上選んでください。',
  errorMaxItems: '{limit} 件以内で選んでください。',
  errorFormatEmail: 'name@example.com のようなメールアドレスを入力してください。',
  errorFormatUri: 'https://example.com のような完全なウェブアドレスを入力してください。',
  errorFormatDate: '日付を入力してください。',
  errorFormatDateTime: '日付と時刻を入力してください。',
  errorPattern: 'この値は想定された形式ではありません。',
  requestInvalidTitle: 'この要求は表示できません',
  requestParamsNotObject: '要求がオブジェクトではありません。',
  requestMessageNotString: '要求のメッセージがないか、テキストではありません。',
  requestModeUnsupported: '要求がフォームではありません。',
  requestSchemaMissing: '要求にフォームのスキーマ（requestedSchema）がありません。',
  requestSchemaNotObject: 'フォームのスキーマがオブジェクトではありません。',
  requestSchemaTypeNotObject: 'フォームのスキーマの type が "object" ではありません。',
  requestPropertiesMissing: 'フォームのスキーマに項目の一覧（properties）がありません。',
  requestRequiredInvalid: '必須項目の一覧が名前の一覧になっていません。',
  requestPropertyNotObject: '項目「{property}」は有効な項目の説明ではありません。',
  requestTypeMissing: '項目「{property}」に型がありません。',
  requestTypeUnsupported: '項目「{property}」の型はフォームで尋ねることができません。',
  requestNestedObject: '項目「{property}」は入れ子のオブジェクトです。フラットなフォームだけが使えます。',
  requestArrayItemsUnsupported: '項目「{property}」は選択肢以外のものの一覧です。',
  requestEnumEmpty: '項目「{property}」に選択肢がありません。',
  requestEnumInvalid: '項目「{property}」の選択肢が無効です（{keyword}）。',
  requestKeywordInvalid: '項目「{property}」の「{keyword}」が無効です。',
  requestTooLarge: 'フォームが大きすぎるため、安全に表示できません。',
  requestTooLargeProperties:
    'フォームが大きすぎるため、安全に表示できません: 項目が {count, plural, other {# 個}}あり、上限は {max} です。',
  requestTooLargeOptions:
    'フォームが大きすぎるため、安全に表示できません: 項目「{property}」に選択肢が {count, plural, other {# 個}}あり、上限は {max} です。',
  requestTooLargeControls:
    'フォームが大きすぎるため、安全に表示できません: 項目とチェックボックスが合計 {count, plural, other {# 個}}あり、上限は {max} です。',
  requestTooLargeTotalOptions:
    'フォームが大きすぎるため、安全に表示できません: 選択肢が合計 {count, plural, other {# 個}}あり、上限は {max} です。',
  requestTooLargeTextChars:
    'フォームが大きすぎるため、安全に表示できません: テキストが {count, plural, other {# 文字}}あり、上限は {max} です。',
  requestInvalidHint: '拒否またはキャンセルできます。',
  urlRequestFrom: '{server} がページを開くよう求めています',
  urlCaption: 'アドレス（開くことを選ぶまで開きません）',
  urlOpen: '{host} を開く',
  urlOpenAgain: '{host} をもう一度開く',
  urlDone: '完了',
  urlWaiting: '{host} を新しいタブで開きました。そちらで手続きを終えてから戻ってください。',
  urlComplete: 'サーバーから、この手順は完了したと報告がありました。',
  urlConfirming:
    '{server} がこの手順の完了を確認するのを待っています。完了していない場合は、ページをもう一度開いてください。',
  urlStopWaiting: '待つのをやめる',
  urlContinue: '完了しました — 続ける',
  urlWaitingRetry: '{host} を新しいタブで開きました。そちらで手続きを終えてから、ここで続けてください。',
  urlNotFinished: '{server} によると、この手順はまだ完了していません。{host} で終えてから続けてください。',
  urlWarningsTitle: '開く前にこのアドレスを確認してください',
  urlRefusedTitle: 'このアドレスは開きません',
  urlRefusedInvalid: '有効なウェブアドレスではありません。',
  urlRefusedScheme:
    '「{scheme}:」で始まるアドレスはコードを実行したりローカルのファイルを読んだりできます。開くのは https と http のページだけです。',
  urlOpensHost: '開く先:',
  urlCopy: 'リンクをコピー',
  urlCopied: 'リンクをコピーしました。',
  urlCopyFailed: 'コピーできませんでした。リンクは選択されています。Ctrl+C（Mac では ⌘C）でコピーしてください。',
  urlWarnHostDiffers:
    'このアドレスは別のサイトのように読める書き方になっています（{reasons}）。ブラウザーが開くのは {host} です。',
  urlHostDiffersSlashes: 'スキームの後の普通でないスラッシュ',
  urlHostDiffersBackslash: 'ブラウザーが「/」として読むバックスラッシュ',
  urlHostDiffersMapped: 'ブラウザーが別の文字に変換する文字',
  urlHostDiffersPercent: 'サイト名の中の % コード',
  urlHostDiffersIpNotation: '普通でない表記の IP アドレス',
  urlHostDiffersTrailingDot: 'サイト名の末尾のドット',
  urlWarnHttp:
    'このページは暗号化されていません（http）。送信した内容を同じネットワークの他の人が読んだり変えたりできます。',
  urlWarnHttpLocal: 'このページはこのコンピューター上にあり、暗号化されていません（http）。',
  urlWarnPunycode:
    'サイト名に国際文字が使われています。「{unicode}」と読めますが、実際は「{ascii}」です。似た形の文字はよくある手口です。',
  urlWarnMixedScript:
    '名前「{label}」には複数の文字体系（{scripts}）が混ざっています。別の文字に見えるだけの文字があるかもしれません。',
  urlWarnCredentials:
    'このアドレスには「@」の前にユーザー名またはパスワードが含まれています。実際のサイトは {host} です。',
  urlWarnIpHost: 'このアドレスはサイト名ではなく、IP アドレス（{host}）そのものです。',
  urlWarnPort: 'このアドレスは普通でないポート（{port}）を使っています。',
  urlWarnBidi:
    'このアドレスには文字の向きを変える文字が含まれており、偽装に使われることがあります（U+ コードで表示）。',
  urlWarnInvisible: 'このアドレスには見えない文字が含まれています（U+ コードで表示）。',
  urlWarnLong: 'このアドレスはとても長い（{length, plural, other {# 文字}}）です。全体を確認してください。',
  urlWarnMessageBidi:
    'メッセージには文字の向きを変える文字が含まれています。実際とは違うように読める可能性があります。',
  dialogTitle: '{server} からの要求',
  dialogMorePending: '{count, plural, other {ほかに # 件が待機中}}',
  dialogStep: 'この手順の質問 {index} / {count}',
  dialogWaiting: '{minutes, plural, other {# 分前に質問}}',
  dialogClose: '閉じる',
  dialogAskedAgain:
    '{server} が再び尋ねています。前回の回答が入力されています（機密性の高い項目を除く）。必要なことは下のメッセージに書かれています。',
  dialogServerClaim: '「{claim}」と名乗っています。これはサーバー自身の主張であり、このアプリは確認していません。',
  dialogStopAsking: '{server} からの要求を止める',
  dialogWithdrawn:
    '{count, plural, =1 {{server} が要求を取り下げました。} other {{server} が # 件の要求を取り下げました。何も送信されていません。}}',
  dialogHeldWhileTyping: '{server} が何かを求めています。入力の手を止めると要求が開きます。',
  dialogLoading: '{server} からの要求を読み込んでいます…',
  dialogBlocked: '{server} からの要求は、再読み込みするまで停止しています。',
  dialogExpired: '{server} からの要求は期限切れになりました。何も送信されていません。',
  dialogReloaded: 'ページの再読み込みで {server} からの要求は終了しました。何も送信されていません。',
  dialogResumed: 'ページの再読み込み後に改めて尋ねています。前に入力した内容は保持されていません。',
  settledSent: '{server} に送信しました: {summary}',
  settledSentEmpty: '{server} に送信しました。',
  settledDeclined: '{server} からの要求を拒否しました。',
  settledCancelled: '{server} からの要求をキャンセルしました。',
  settledWithdrawn: '{server} がこの要求を取り下げました。何も送信されていません。',
  settledStopped: 'このターンを停止しました。{server} からの要求はキャンセルされました。',
  settledTimedOut: 'この要求は時間切れになりました。何も送信されていません。',
  settledDisconnected: '{server} との接続が切れました。何も送信されていません。',
  settledBlocked: '{server} からの要求を停止しました。何も送信されていません。',
  settledElsewhere: '別のウィンドウで回答済みです。',
  settledUrlDone: '{server} のページを開きました。',
  settledDraft: '入力していた内容',
  settledCopy: '入力内容をコピー',
  settledCopied: 'コピーしました。',
  settledCopyFailed: 'コピーできませんでした。一覧は選択されています。Ctrl+C（Mac では ⌘C）でコピーしてください。',
  inlineListLabel: 'サーバーからの要求',
  inlineArrived: '{server} から新しい要求があります。',
  inlineMoreFrom: '{count, plural, other {{server} からの要求をあと # 件表示}}',
  inlineCardLabel: '{server} からの要求: {message}',
  inlineServerClaim: '「{claim}」と名乗っています（未確認）',
  inlineJump: '{count, plural, other {# 件の要求が待機中}}',
  attentionTitle: '({count}) 入力が必要です · {title}',
  taskRunning: '{server} がタスクを実行しています。',
  taskElapsed: '経過時間 {time}',
  taskSays: 'サーバーからのメッセージ:「{message}」',
  taskStop: 'このタスクを停止',
  taskCompleted: '{server} のタスクが完了しました。',
  taskFailed: '{server} のタスクが失敗しました。',
  taskCancelled: '{server} のタスクを停止しました。',
  taskDismiss: '閉じる',
  // The lines that name an agent (Agent Client Protocol) as the one asking
  agentTextNote: 'エージェントが書いた内容',
  agentClaim: '「{claim}」と名乗っています。これはエージェント自身の主張であり、このアプリは確認していません。',
  agentUrlComplete: 'エージェントから、この手順は完了したと報告がありました。',
  agentSensitiveWarning:
    'これはパスワード、キー、トークン、または支払い情報のようです。エージェントはこれらをフォームで求めてはいけません。拒否できます。',
  agentUnsatisfiableNote: 'この項目に対するエージェントの制限が互いに矛盾しているため、どの回答も条件を満たせません。',
  agentPatternUnsupportedNote:
    'エージェントはこの項目に形式のルールを指定しましたが、ここでは安全に確認できないため適用していません。',
  agentDefaultHiddenNote:
    'エージェントが提案した値はこのコントロールでは表示できないため、空欄のままにしてあり、送信されません。',
  agentToolCall: 'ツール呼び出し「{title}」の途中で求められました。',
} as const;

/**
 * Japanese: a complete catalogue. Plural rules, `lang` and numbers follow its locale (`ja`).
 *
 * @example
 * ```tsx
 * import ja from 'react-mcp-elicitation/locales/ja';
 * <ElicitationHost messages={ja} />
 * ```
 */
export default ja satisfies Translation<typeof ja> as ElicitationMessages;
