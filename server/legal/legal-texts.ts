import type { Language } from "../../contracts/language.ts";
import type { LegalDocumentId } from "../../contracts/legal-documents.ts";

/**
 * The text of the site's two legal documents, in Spanish and English, naming
 * the company, its site and its contact e-mail from the site's settings
 * (server/legal/legal-pdfs.ts writes them as PDFs). The personal-data policy was
 * approved on 8 February 2024 (spec s.2 and s.9); the terms of use carry the
 * same date, the day both took effect (docs/decisions/0025-legal-pdfs-from-settings.md).
 * `**text**` marks bold words.
 */

/** A heading, a paragraph, a bulleted list, or details as label and value, one a line (an address never wraps mid-line). */
export type LegalBlock =
  | readonly ["h", string]
  | readonly ["p", string]
  | readonly ["ul", readonly string[]]
  | readonly ["dl", readonly (readonly [string, string])[]];

export interface LegalText {
  /** The document's title, also its PDF title. */
  title: string;
  /** Lines under the title: the company and its site, then version and dates. */
  subtitle: string[];
  blocks: readonly LegalBlock[];
  subject: string;
  keywords: string[];
  /** The running footer, before the page number. */
  footer: string;
  /** "Page 2 of 5". */
  page: (page: number, pages: number) => string;
}

export interface LegalSettings {
  brandName: string;
  contactEmail: string;
  siteUrl: string;
  /** The company's tax id (NIT), postal address and phone, set in /staff/settings: each listed once known. */
  taxId?: string;
  postalAddress?: string;
  phone?: string;
}

/** The rows of a list whose value is set. */
const known = (rows: ReadonlyArray<[string, string | undefined]>): Array<[string, string]> =>
  rows.filter((row): row is [string, string] => Boolean(row[1]));

/** When version 1.0 of both documents was approved and took effect. */
export const LEGAL_APPROVAL_DATE = "2024-02-08";

const VERSION = "1.0";

export function legalText(document: LegalDocumentId, language: Language, settings: LegalSettings): LegalText {
  const brand = settings.brandName;
  const email = settings.contactEmail;
  const site = settings.siteUrl.replace(/\/$/, "");
  const page = language === "es" ? (n: number, of: number) => `Página ${n} de ${of}` : (n: number, of: number) => `Page ${n} of ${of}`;
  if (document === "terms") {
    return language === "es"
      ? {
          title: "Términos de uso",
          subtitle: [
            `${brand} · ${site}`,
            `Versión ${VERSION} · Aprobados el 8 de febrero de 2024 · Vigentes desde el 8 de febrero de 2024`,
          ],
          subject: `Términos de uso del sitio web de ${brand}`,
          keywords: ["términos de uso", "sitio web", brand, "Colombia"],
          footer: `${brand} · Términos de uso · versión ${VERSION}`,
          page,
          blocks: [
            [
              "p",
              `Estos Términos de uso regulan el acceso al sitio web de ${brand} (la “Compañía”) (el “Sitio”) y su utilización. Le recomendamos leerlos con atención antes de navegar por el Sitio o de enviar información a través de sus formularios.`,
            ],
            ["h", "1. Aceptación de los términos"],
            [
              "p",
              "Al acceder al Sitio o utilizarlo, usted declara que ha leído, entendido y aceptado estos Términos de uso y la Política de tratamiento de datos personales de la Compañía. Si no está de acuerdo con ellos, le pedimos que se abstenga de usar el Sitio. Si utiliza el Sitio en nombre de una empresa u otra organización, declara que cuenta con facultades suficientes para obligarla en estos términos.",
            ],
            ["h", "2. Uso del Sitio"],
            [
              "p",
              "El Sitio tiene por objeto informar sobre la Compañía y sus servicios, y facilitar el contacto con las personas y empresas interesadas. Usted se compromete a utilizarlo de manera lícita, de buena fe y conforme a estos términos. En particular, se obliga a no:",
            ],
            [
              "ul",
              [
                "utilizar el Sitio con fines ilícitos, fraudulentos o contrarios al orden público o a las buenas costumbres;",
                "intentar acceder sin autorización a áreas restringidas, sistemas o datos de la Compañía o de terceros;",
                "introducir virus, código malicioso o cualquier elemento que pueda dañar, sobrecargar o interrumpir el Sitio;",
                "extraer contenidos de forma masiva o automatizada sin autorización previa y escrita de la Compañía;",
                "suplantar la identidad de otra persona o suministrar información falsa.",
              ],
            ],
            [
              "p",
              "La Compañía puede suspender, modificar o interrumpir total o parcialmente el Sitio en cualquier momento por razones técnicas, de seguridad o de negocio.",
            ],
            ["h", "3. Propiedad intelectual"],
            [
              "p",
              "Los textos, imágenes, logotipos, marcas, diseños, código fuente y demás contenidos del Sitio son propiedad de la Compañía o de terceros que han autorizado su uso, y están protegidos por las normas de propiedad intelectual e industrial aplicables. Usted puede consultar los contenidos y descargar o imprimir copias para uso personal e informativo, siempre que no los modifique y conserve los avisos de propiedad. Cualquier otro uso, incluidas la reproducción, la distribución, la comunicación pública o la transformación con fines comerciales, requiere autorización previa y escrita de la Compañía. El acceso al Sitio no le otorga ninguna licencia ni derecho sobre dichos contenidos.",
            ],
            ["h", "4. Formularios e información que usted envía"],
            [
              "p",
              "El Sitio incluye formularios para solicitar servicios, contactar a la Compañía y postularse a vacantes. Al utilizarlos, usted se compromete a suministrar información veraz, completa y actualizada, y a enviar únicamente información y documentos (por ejemplo, hojas de vida) de los que pueda disponer legítimamente. No incluya datos sensibles ni información confidencial de terceros que no sea necesaria para su solicitud.",
            ],
            [
              "p",
              "Los datos personales que envíe se tratarán conforme a la Política de tratamiento de datos personales de la Compañía, disponible en el Sitio, una vez usted otorgue su autorización marcando la casilla de consentimiento del formulario correspondiente. El envío de un formulario no crea por sí mismo una relación contractual ni laboral, ni obliga a la Compañía a prestar un servicio o a contratar a un candidato.",
            ],
            ["h", "5. Enlaces a sitios externos"],
            [
              "p",
              "El Sitio puede contener enlaces a sitios web, redes sociales o servicios de terceros que la Compañía no controla. Estos enlaces se ofrecen solo para su conveniencia; su inclusión no implica aprobación ni respaldo de sus contenidos, productos o prácticas. El uso de sitios de terceros se rige por sus propios términos y políticas, y la Compañía no es responsable por ellos.",
            ],
            ["h", "6. Limitación de responsabilidad"],
            [
              "p",
              "La Compañía procura que la información del Sitio sea exacta y esté actualizada, pero la ofrece con fines exclusivamente informativos y “tal como está”, sin garantías sobre su exactitud, integridad o idoneidad para un fin particular. Dicha información no constituye una oferta vinculante ni asesoría profesional. En la máxima medida permitida por la ley, la Compañía no será responsable por daños o perjuicios derivados del uso del Sitio o de la imposibilidad de usarlo, de interrupciones, errores u omisiones, de la presencia de virus o de las decisiones que usted adopte con base en sus contenidos. Nada de lo previsto en estos términos limita los derechos que la ley le reconoce y que no puedan excluirse por acuerdo entre las partes.",
            ],
            ["h", "7. Modificaciones"],
            [
              "p",
              "La Compañía puede modificar estos Términos de uso en cualquier momento. La versión vigente, identificada con su número de versión, se publicará en el Sitio y regirá desde su publicación. Esta versión 1.0 fue aprobada el 8 de febrero de 2024 y rige desde esa fecha. Le recomendamos revisarlos periódicamente; el uso continuado del Sitio después de la publicación de los cambios implica su aceptación.",
            ],
            ["h", "8. Ley aplicable y jurisdicción"],
            [
              "p",
              "Estos Términos de uso se rigen por las leyes de la República de Colombia. Cualquier controversia relacionada con el Sitio o con estos términos se someterá a los jueces competentes de la República de Colombia, sin perjuicio de los mecanismos de protección que la ley reconoce a los consumidores. Si alguna disposición se declara nula o inaplicable, las demás conservarán plena validez.",
            ],
            ["h", "9. Contacto"],
            [
              "p",
              "Si tiene preguntas o comentarios sobre estos Términos de uso, escríbanos o utilice el formulario de contacto del Sitio:",
            ],
            [
              "dl",
              [
                ["Correo electrónico", email],
                ["Sitio web", site],
              ],
            ],
            ["p", "En caso de discrepancia entre las versiones en español y en inglés, prevalecerá la versión en español."],
          ],
        }
      : {
          title: "Terms of use",
          subtitle: [`${brand} · ${site}`, `Version ${VERSION} · Approved on 8 February 2024 · In force from 8 February 2024`],
          subject: `Terms of use of the website of ${brand}`,
          keywords: ["terms of use", "website", brand, "Colombia"],
          footer: `${brand} · Terms of use · version ${VERSION}`,
          page,
          blocks: [
            [
              "p",
              `These Terms of use govern access to and use of the website of ${brand} (the “Company”) (the “Site”). Please read them carefully before browsing the Site or submitting information through its forms.`,
            ],
            ["h", "1. Acceptance of the terms"],
            [
              "p",
              "By accessing or using the Site, you confirm that you have read, understood and accepted these Terms of use and the Company's Personal data processing policy. If you do not agree with them, please do not use the Site. If you use the Site on behalf of a company or other organisation, you represent that you are authorised to bind it to these terms.",
            ],
            ["h", "2. Use of the Site"],
            [
              "p",
              "The Site is intended to provide information about the Company and its services and to make it easy for interested individuals and businesses to get in touch. You agree to use it lawfully, in good faith and in accordance with these terms. In particular, you agree not to:",
            ],
            [
              "ul",
              [
                "use the Site for unlawful or fraudulent purposes or in a way that is contrary to public order or morality;",
                "attempt to gain unauthorised access to restricted areas, systems or data of the Company or of third parties;",
                "introduce viruses, malicious code or anything else that may damage, overload or disrupt the Site;",
                "extract content in bulk or by automated means without the Company's prior written permission;",
                "impersonate another person or provide false information.",
              ],
            ],
            [
              "p",
              "The Company may suspend, modify or discontinue all or part of the Site at any time for technical, security or business reasons.",
            ],
            ["h", "3. Intellectual property"],
            [
              "p",
              "The texts, images, logos, trademarks, designs, source code and other content of the Site belong to the Company or to third parties who have authorised their use, and are protected by the applicable intellectual and industrial property laws. You may view the content and download or print copies for personal, informational use, provided that you do not modify it and keep any proprietary notices. Any other use, including reproduction, distribution, public communication or adaptation for commercial purposes, requires the Company's prior written permission. Accessing the Site does not grant you any licence or right to that content.",
            ],
            ["h", "4. Forms and information you submit"],
            [
              "p",
              "The Site includes forms to request services, contact the Company and apply for job openings. When you use them, you agree to provide truthful, complete and up-to-date information and to submit only information and documents (for example, résumés) that you are lawfully entitled to share. Do not include sensitive data or confidential information about third parties that is not necessary for your request.",
            ],
            [
              "p",
              "The personal data you submit will be processed in accordance with the Company's Personal data processing policy, available on the Site, once you give your authorisation by ticking the consent box of the relevant form. Submitting a form does not in itself create a contractual or employment relationship, nor does it oblige the Company to provide a service or to hire a candidate.",
            ],
            ["h", "5. External links"],
            [
              "p",
              "The Site may contain links to websites, social networks or services of third parties that the Company does not control. These links are provided for your convenience only; their inclusion does not imply approval or endorsement of their content, products or practices. Third-party sites are governed by their own terms and policies, and the Company is not responsible for them.",
            ],
            ["h", "6. Limitation of liability"],
            [
              "p",
              "The Company strives to keep the information on the Site accurate and up to date, but provides it for information purposes only and “as is”, without warranties as to its accuracy, completeness or fitness for a particular purpose. This information is neither a binding offer nor professional advice. To the fullest extent permitted by law, the Company shall not be liable for any loss or damage arising from the use of, or inability to use, the Site, from interruptions, errors or omissions, from viruses, or from decisions you make based on its content. Nothing in these terms limits any rights you have under the law that cannot be excluded by agreement.",
            ],
            ["h", "7. Changes"],
            [
              "p",
              "The Company may amend these Terms of use at any time. The current version, identified by its version number, will be published on the Site and will apply from the time of publication. This version 1.0 was approved on 8 February 2024 and applies from that date. We recommend that you review them periodically; continuing to use the Site after changes are published means that you accept them.",
            ],
            ["h", "8. Applicable law and jurisdiction"],
            [
              "p",
              "These Terms of use are governed by the laws of the Republic of Colombia. Any dispute relating to the Site or to these terms shall be submitted to the competent courts of the Republic of Colombia, without prejudice to the protections that the law grants to consumers. If any provision is held to be void or unenforceable, the remaining provisions shall remain in full force and effect.",
            ],
            ["h", "9. Contact"],
            ["p", "If you have any questions or comments about these Terms of use, write to us or use the contact form on the Site:"],
            [
              "dl",
              [
                ["E-mail", email],
                ["Website", site],
              ],
            ],
            ["p", "In case of any discrepancy between the Spanish and the English versions, the Spanish version shall prevail."],
          ],
        };
  }
  return language === "es"
    ? {
        title: "Política de tratamiento de datos personales",
        subtitle: [`${brand} · ${site}`, `Versión ${VERSION} · Aprobada el 8 de febrero de 2024 · Vigente desde el 8 de febrero de 2024`],
        subject: `Política de tratamiento de datos personales de ${brand} (Ley 1581 de 2012)`,
        keywords: [
          "protección de datos personales",
          "habeas data",
          "Ley 1581 de 2012",
          "Decreto 1377 de 2013",
          "Decreto 1074 de 2015",
          brand,
        ],
        footer: `${brand} · Política de tratamiento de datos personales · versión ${VERSION}`,
        page,
        blocks: [
          [
            "p",
            `${brand} (la “Compañía”) adopta la presente Política de tratamiento de datos personales (la “Política”) en cumplimiento de la Ley Estatutaria 1581 de 2012 y del Decreto 1377 de 2013, compilado en el Decreto Único Reglamentario 1074 de 2015, y de las normas que los modifiquen, complementen o sustituyan. La Política describe cómo recolectamos, usamos, almacenamos, circulamos y suprimimos los datos personales que recibimos, en especial a través de nuestro sitio web (el “Sitio”), y cómo pueden los titulares ejercer sus derechos.`,
          ],
          ["h", "1. Responsable del tratamiento"],
          [
            "p",
            `El Responsable del tratamiento es ${brand}, sociedad constituida conforme a las leyes de la República de Colombia. Para cualquier asunto relacionado con esta Política o con el tratamiento de sus datos personales, puede contactarnos por correo electrónico o por medio del formulario de contacto del Sitio. El área designada por la Compañía atiende por estos canales las consultas y reclamos de los titulares.`,
          ],
          [
            "dl",
            [
              ["Responsable", brand],
              ...known([
                ["NIT", settings.taxId],
                ["Domicilio", settings.postalAddress],
              ]),
              ["Correo electrónico", email],
              ...known([["Teléfono", settings.phone]]),
              ["Sitio web", site],
            ],
          ],
          ["h", "2. Definiciones"],
          ["p", "De acuerdo con la Ley 1581 de 2012 y el Decreto 1377 de 2013, en esta Política se entiende por:"],
          [
            "ul",
            [
              "**Autorización:** consentimiento previo, expreso e informado del Titular para llevar a cabo el Tratamiento de sus datos personales.",
              "**Base de datos:** conjunto organizado de datos personales que sea objeto de Tratamiento.",
              "**Dato personal:** cualquier información vinculada o que pueda asociarse a una o varias personas naturales determinadas o determinables.",
              "**Dato sensible:** aquel que afecta la intimidad del Titular o cuyo uso indebido puede generar su discriminación, como los que revelan el origen racial o étnico, las convicciones religiosas o políticas, la pertenencia a sindicatos, o los relativos a la salud, a la vida sexual y los datos biométricos.",
              "**Encargado del tratamiento:** persona natural o jurídica que realiza el Tratamiento de datos personales por cuenta del Responsable.",
              "**Responsable del tratamiento:** persona natural o jurídica que decide sobre la base de datos y/o el Tratamiento de los datos.",
              "**Titular:** persona natural cuyos datos personales son objeto de Tratamiento.",
              "**Tratamiento:** cualquier operación sobre datos personales, como la recolección, el almacenamiento, el uso, la circulación o la supresión.",
              "**Transferencia y transmisión:** hay transferencia cuando los datos se envían a un receptor que a su vez es Responsable; hay transmisión cuando se comunican a un Encargado, dentro o fuera de Colombia, para que los trate por cuenta del Responsable.",
            ],
          ],
          [
            "p",
            "La Compañía aplica en todo Tratamiento los principios de legalidad, finalidad, libertad, veracidad o calidad, transparencia, acceso y circulación restringida, seguridad y confidencialidad previstos en el artículo 4 de la Ley 1581 de 2012.",
          ],
          ["h", "3. Datos que recolectamos"],
          ["p", "A través de los formularios del Sitio recolectamos únicamente los datos que usted nos suministra voluntariamente:"],
          [
            "ul",
            [
              "**Datos de contacto:** nombre y apellidos, correo electrónico, número de teléfono, ciudad y país.",
              "**Datos de la empresa:** nombre de la empresa u organización, cargo, sector y descripción del servicio o proyecto sobre el que consulta.",
              "**Postulaciones laborales:** hoja de vida y documentos adjuntos, formación académica, experiencia laboral, cargo de interés y la demás información que el candidato decida incluir.",
            ],
          ],
          [
            "p",
            "Por razones de seguridad y funcionamiento, el Sitio también puede registrar datos técnicos básicos, como la dirección IP, la fecha y hora de acceso y el tipo de navegador. La Compañía no solicita datos sensibles a través del Sitio y le pide no incluirlos en sus mensajes ni en su hoja de vida; si alguna vez fuera necesario tratarlos, se le informará el carácter facultativo de la respuesta y se solicitará su autorización explícita. El Sitio no está dirigido a menores de edad.",
          ],
          ["h", "4. Finalidades del tratamiento"],
          ["p", "Los datos personales se tratarán para las siguientes finalidades:"],
          [
            "ul",
            [
              "Atender y responder las solicitudes de servicios, cotizaciones, preguntas y demás comunicaciones enviadas a través del Sitio.",
              "Adelantar procesos de selección y reclutamiento: evaluar hojas de vida, verificar referencias, contactar a los candidatos y, cuando estos lo autoricen, considerarlos para vacantes futuras.",
              "Establecer y mantener contacto comercial con las personas y empresas interesadas en los servicios de la Compañía, incluido el envío de información sobre dichos servicios.",
              "Cumplir obligaciones legales, atender requerimientos de autoridades competentes y proteger la seguridad del Sitio.",
            ],
          ],
          ["p", "La Compañía no vende datos personales ni los utiliza para finalidades distintas de las aquí descritas."],
          ["h", "5. Autorización del Titular"],
          [
            "p",
            "El Tratamiento requiere la autorización previa, expresa e informada del Titular, salvo en los casos exceptuados por el artículo 10 de la Ley 1581 de 2012. En el Sitio, la autorización se otorga marcando la casilla de consentimiento que acompaña a cada formulario, con acceso previo a esta Política; el formulario no puede enviarse sin ella. Como prueba de la autorización, la Compañía registra la fecha y hora en que se otorgó, el formulario en el que se otorgó y la versión de la Política vigente en ese momento. El Titular puede solicitar en cualquier momento una copia de esta prueba.",
          ],
          ["h", "6. Derechos de los Titulares"],
          ["p", "Conforme al artículo 8 de la Ley 1581 de 2012, el Titular tiene derecho a:"],
          [
            "ul",
            [
              "Conocer, actualizar y rectificar sus datos personales frente a la Compañía o sus Encargados, en particular frente a datos parciales, inexactos, incompletos, fraccionados o que induzcan a error.",
              "Solicitar prueba de la autorización otorgada, salvo cuando la ley no la exija.",
              "Ser informado, previa solicitud, del uso que se ha dado a sus datos personales.",
              "Revocar la autorización y/o solicitar la supresión de sus datos cuando no se respeten los principios, derechos y garantías constitucionales y legales, salvo que exista un deber legal o contractual de permanecer en la base de datos.",
              "Presentar quejas ante la Superintendencia de Industria y Comercio por infracciones a la normativa de protección de datos, una vez agotado el trámite de consulta o reclamo ante la Compañía.",
              "Acceder en forma gratuita a sus datos personales objeto de Tratamiento.",
            ],
          ],
          [
            "p",
            "Estos derechos pueden ejercerlos el Titular, sus causahabientes, su representante o apoderado, previa acreditación de su identidad o de la representación.",
          ],
          ["h", "7. Procedimiento para consultas y reclamos"],
          [
            "p",
            `Las consultas y los reclamos se presentan por escrito al correo electrónico del Responsable indicado en la sección 1, con el nombre e identificación del Titular, la descripción de la solicitud, la dirección física o electrónica para recibir la respuesta y, si corresponde, los documentos que se quieran hacer valer.`,
          ],
          [
            "p",
            "**Consultas.** Se atenderán en un término máximo de diez (10) días hábiles contados a partir de la fecha de su recibo. Si no fuera posible atenderlas en ese término, se informarán al interesado los motivos de la demora y la fecha en que se atenderá su consulta, que no podrá superar los cinco (5) días hábiles siguientes al vencimiento del primer término.",
          ],
          [
            "p",
            "**Reclamos.** El Titular que considere que sus datos deben ser corregidos, actualizados o suprimidos, o que advierta un presunto incumplimiento de la ley, puede presentar un reclamo. Si el reclamo está incompleto, se le requerirá dentro de los cinco (5) días siguientes a su recibo para que subsane las fallas; si transcurren dos (2) meses sin que lo haga, se entenderá que ha desistido. Recibido el reclamo completo, se incluirá en la base de datos la leyenda “reclamo en trámite” en un término no mayor a dos (2) días hábiles. El reclamo se atenderá en un término máximo de quince (15) días hábiles contados a partir del día siguiente a la fecha de su recibo; si no fuera posible, se informarán los motivos de la demora y la fecha de respuesta, que no podrá superar los ocho (8) días hábiles siguientes al vencimiento del primer término.",
          ],
          ["h", "8. Seguridad de la información"],
          [
            "p",
            "La Compañía adopta medidas técnicas, humanas y administrativas razonables para proteger los datos personales contra su adulteración, pérdida, consulta, uso o acceso no autorizado o fraudulento, entre ellas el cifrado de las comunicaciones del Sitio, el acceso restringido al personal que necesita la información para cumplir las finalidades descritas y los compromisos de confidencialidad. Ante un incidente de seguridad que afecte datos personales, la Compañía actuará conforme a la ley y lo informará a la Superintendencia de Industria y Comercio cuando corresponda.",
          ],
          ["h", "9. Conservación de los datos"],
          [
            "p",
            "Los datos personales se conservarán solo durante el tiempo razonable y necesario para cumplir las finalidades que justificaron su Tratamiento y las obligaciones legales aplicables. Las hojas de vida de los candidatos no seleccionados se conservarán por un máximo de dos (2) años, salvo que el Titular solicite antes su supresión. Cumplidas las finalidades, los datos se suprimirán o anonimizarán, salvo que deban conservarse por una obligación legal o contractual.",
          ],
          ["h", "10. Transferencias y transmisiones a Encargados"],
          [
            "p",
            "La Compañía puede transmitir datos personales a Encargados que le prestan servicios, como proveedores de alojamiento web, almacenamiento en la nube y correo electrónico, quienes solo pueden tratarlos por cuenta de la Compañía, siguiendo sus instrucciones y esta Política, en virtud de un contrato que incluye obligaciones de seguridad y confidencialidad. Cuando estos proveedores se encuentren fuera de Colombia, la transmisión internacional se hará en los términos de la Ley 1581 de 2012 y sus normas reglamentarias. La Compañía no transfiere datos personales a otros Responsables sin la autorización del Titular o sin otra habilitación legal.",
          ],
          ["h", "11. Versión y vigencia"],
          [
            "p",
            "Esta Política, versión 1.0, fue aprobada el 8 de febrero de 2024 y rige a partir de esa fecha. Las bases de datos estarán vigentes mientras se mantengan las finalidades descritas. Los cambios sustanciales se comunicarán a través del Sitio antes de su implementación, y cada nueva versión se identificará con su número y fecha de vigencia. La versión aceptada por cada Titular queda registrada junto con su autorización.",
          ],
          ["p", "En caso de discrepancia entre las versiones en español y en inglés, prevalecerá la versión en español."],
        ],
      }
    : {
        title: "Personal data processing policy",
        subtitle: [`${brand} · ${site}`, `Version ${VERSION} · Approved on 8 February 2024 · In force from 8 February 2024`],
        subject: `Personal data processing policy of ${brand} (Colombian Law 1581 of 2012)`,
        keywords: ["personal data", "privacy policy", "habeas data", "Law 1581 of 2012", brand, "Colombia"],
        footer: `${brand} · Personal data processing policy · version ${VERSION}`,
        page,
        blocks: [
          [
            "p",
            `${brand} (the “Company”) adopts this Personal data processing policy (the “Policy”) in compliance with Colombia's Statutory Law 1581 of 2012 (Ley Estatutaria 1581 de 2012) and Decree 1377 of 2013, compiled in the Single Regulatory Decree 1074 of 2015, and with any rules that amend, supplement or replace them. The Policy describes how we collect, use, store, share and delete the personal data we receive, in particular through our website (the “Site”), and how data subjects can exercise their rights.`,
          ],
          ["h", "1. Data controller"],
          [
            "p",
            `The data controller (Responsable del tratamiento) is ${brand}, a company incorporated under the laws of the Republic of Colombia. For any matter relating to this Policy or to the processing of your personal data, you can contact us by e-mail or through the contact form on the Site. The area designated by the Company handles data subjects' queries and claims through these channels.`,
          ],
          [
            "dl",
            [
              ["Controller", brand],
              ...known([
                ["Tax id (NIT)", settings.taxId],
                ["Address", settings.postalAddress],
              ]),
              ["E-mail", email],
              ...known([["Phone", settings.phone]]),
              ["Website", site],
            ],
          ],
          ["h", "2. Definitions"],
          ["p", "In accordance with Law 1581 of 2012 and Decree 1377 of 2013, in this Policy:"],
          [
            "ul",
            [
              "**Authorisation:** the data subject's prior, express and informed consent to the processing of their personal data.",
              "**Database:** an organised set of personal data that is subject to processing.",
              "**Personal data:** any information linked or that may be associated with one or more identified or identifiable natural persons.",
              "**Sensitive data:** data that affects the data subject's privacy or whose misuse may lead to discrimination, such as data revealing racial or ethnic origin, religious or political beliefs, trade union membership, or data concerning health, sex life and biometric data.",
              "**Processor (Encargado del tratamiento):** a natural or legal person that processes personal data on behalf of the controller.",
              "**Controller (Responsable del tratamiento):** a natural or legal person that decides on the database and/or the processing of the data.",
              "**Data subject (Titular):** the natural person whose personal data is processed.",
              "**Processing:** any operation performed on personal data, such as collection, storage, use, sharing or deletion.",
              "**Transfer and transmission:** a transfer occurs when data is sent to a recipient that is itself a controller; a transmission occurs when data is communicated to a processor, inside or outside Colombia, to be processed on the controller's behalf.",
            ],
          ],
          [
            "p",
            "In all processing, the Company applies the principles of legality, purpose limitation, freedom, accuracy or quality, transparency, restricted access and circulation, security and confidentiality set out in article 4 of Law 1581 of 2012.",
          ],
          ["h", "3. Data we collect"],
          ["p", "Through the Site's forms we only collect the data that you voluntarily provide to us:"],
          [
            "ul",
            [
              "**Contact details:** first and last name, e-mail address, telephone number, city and country.",
              "**Company data:** name of the company or organisation, job title, industry and a description of the service or project you are enquiring about.",
              "**Job applications:** résumé and attached documents, education, work experience, position of interest and any other information the candidate chooses to include.",
            ],
          ],
          [
            "p",
            "For security and operational reasons, the Site may also log basic technical data, such as the IP address, the date and time of access and the browser type. The Company does not request sensitive data through the Site and asks you not to include it in your messages or résumé; should it ever be necessary to process such data, you will be told that answering is optional and your explicit authorisation will be requested. The Site is not directed at minors.",
          ],
          ["h", "4. Purposes of processing"],
          ["p", "Personal data will be processed for the following purposes:"],
          [
            "ul",
            [
              "To handle and answer requests for services, quotations, questions and other communications sent through the Site.",
              "To carry out recruitment and selection processes: assessing résumés, checking references, contacting candidates and, where they so authorise, considering them for future openings.",
              "To establish and maintain commercial contact with individuals and businesses interested in the Company's services, including sending information about those services.",
              "To comply with legal obligations, respond to requests from competent authorities and protect the security of the Site.",
            ],
          ],
          ["p", "The Company does not sell personal data or use it for purposes other than those described here."],
          ["h", "5. Authorisation by the data subject"],
          [
            "p",
            "Processing requires the data subject's prior, express and informed authorisation, except in the cases exempted by article 10 of Law 1581 of 2012. On the Site, authorisation is given by ticking the consent box that accompanies each form, with prior access to this Policy; the form cannot be submitted without it. As proof of authorisation, the Company records the date and time it was given, the form through which it was given and the version of the Policy in force at that time. Data subjects may request a copy of this record at any time.",
          ],
          ["h", "6. Rights of data subjects"],
          ["p", "Under article 8 of Law 1581 of 2012, data subjects have the right to:"],
          [
            "ul",
            [
              "Know, update and rectify their personal data held by the Company or its processors, in particular data that is partial, inaccurate, incomplete, fragmented or misleading.",
              "Request proof of the authorisation given, except where the law does not require it.",
              "Be informed, upon request, of how their personal data has been used.",
              "Revoke their authorisation and/or request the deletion of their data where constitutional and legal principles, rights and guarantees are not respected, unless there is a legal or contractual duty to remain in the database.",
              "File complaints with the Superintendencia de Industria y Comercio (Superintendence of Industry and Commerce) for breaches of data-protection rules, once the query or claim procedure before the Company has been exhausted.",
              "Access their personal data that is being processed free of charge.",
            ],
          ],
          [
            "p",
            "These rights may be exercised by the data subject, their successors in title, or their representative or attorney, upon proof of identity or representation.",
          ],
          ["h", "7. Procedure for queries and claims"],
          [
            "p",
            `Queries and claims must be submitted in writing to the controller's e-mail address given in section 1, stating the data subject's name and identification, a description of the request, the postal or e-mail address for the reply and, where applicable, any supporting documents.`,
          ],
          [
            "p",
            "**Queries.** Queries will be answered within a maximum of ten (10) business days from the date of receipt. If this is not possible, the requester will be informed of the reasons for the delay and of the date on which the query will be answered, which may not exceed five (5) business days after the first deadline expires.",
          ],
          [
            "p",
            "**Claims.** Data subjects who believe that their data should be corrected, updated or deleted, or who notice an alleged breach of the law, may file a claim. If the claim is incomplete, the claimant will be asked within five (5) days of receipt to remedy the deficiencies; if two (2) months pass without a response, the claim will be deemed withdrawn. Once a complete claim is received, the note “claim in progress” (reclamo en trámite) will be added to the database within two (2) business days. Claims will be resolved within a maximum of fifteen (15) business days from the day after receipt; if this is not possible, the claimant will be informed of the reasons for the delay and of the reply date, which may not exceed eight (8) business days after the first deadline expires.",
          ],
          ["h", "8. Information security"],
          [
            "p",
            "The Company adopts reasonable technical, human and administrative measures to protect personal data against tampering, loss, and unauthorised or fraudulent consultation, use or access, including encryption of the Site's communications, access restricted to staff who need the information to fulfil the purposes described, and confidentiality commitments. In the event of a security incident affecting personal data, the Company will act in accordance with the law and notify the Superintendencia de Industria y Comercio where required.",
          ],
          ["h", "9. Data retention"],
          [
            "p",
            "Personal data will be kept only for as long as is reasonable and necessary to fulfil the purposes for which it was processed and to meet applicable legal obligations. Résumés of candidates who are not selected will be kept for a maximum of two (2) years, unless the data subject requests their deletion earlier. Once the purposes have been fulfilled, the data will be deleted or anonymised, unless it must be kept to comply with a legal or contractual obligation.",
          ],
          ["h", "10. Transfers and transmissions to processors"],
          [
            "p",
            "The Company may transmit personal data to processors that provide services to it, such as web hosting, cloud storage and e-mail providers, who may only process it on the Company's behalf, following its instructions and this Policy, under a contract that includes security and confidentiality obligations. Where these providers are located outside Colombia, the international transmission will take place on the terms permitted by Law 1581 of 2012 and its implementing regulations. The Company does not transfer personal data to other controllers without the data subject's authorisation or another legal basis.",
          ],
          ["h", "11. Version and validity"],
          [
            "p",
            "This Policy, version 1.0, was approved on 8 February 2024 and applies from that date. The databases will remain in force for as long as the purposes described continue to apply. Material changes will be communicated through the Site before they take effect, and each new version will be identified by its number and effective date. The version accepted by each data subject is recorded together with their authorisation.",
          ],
          ["p", "In case of any discrepancy between the Spanish and the English versions, the Spanish version shall prevail."],
        ],
      };
}
