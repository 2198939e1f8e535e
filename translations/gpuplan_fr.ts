<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr_FR">
<context>
    <name>CatalogFile</name>
    <message>
        <source>%1: cannot open the file: %2</source>
        <translation>%1 : impossible d&apos;ouvrir le fichier : %2</translation>
    </message>
    <message>
        <source>%1: the file is too large to be a catalog (%2 bytes)</source>
        <translation>%1 : le fichier est trop volumineux pour être un catalogue (%2 octets)</translation>
    </message>
    <message>
        <source>%1: cannot write the file: %2</source>
        <translation>%1 : impossible d&apos;écrire le fichier : %2</translation>
    </message>
</context>
<context>
    <name>CliCommands</name>
    <message>
        <source>No %1 matches &quot;%2&quot;.</source>
        <translation>Aucune correspondance pour « %2 » (%1).</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is ambiguous; it matches:</source>
        <translation>« %1 » est ambigu ; correspondances :</translation>
    </message>
    <message>
        <source>Unknown or incomplete command: %1</source>
        <translation>Commande inconnue ou incomplète : %1</translation>
    </message>
    <message>
        <source>Run gpuplan-cli --help for the list of commands.</source>
        <translation>Lancez gpuplan-cli --help pour obtenir la liste des commandes.</translation>
    </message>
    <message>
        <source>Unknown vendor &quot;%1&quot; (expected NVIDIA, AMD or Intel).</source>
        <translation>Fabricant inconnu « %1 » (attendu : NVIDIA, AMD ou Intel).</translation>
    </message>
    <message>
        <source>Unknown segment &quot;%1&quot; (expected datacenter, workstation or consumer).</source>
        <translation>Segment inconnu « %1 » (attendu : datacenter, workstation ou consumer).</translation>
    </message>
    <message>
        <source>SKU</source>
        <translation>référence</translation>
    </message>
    <message>
        <source>Source: %1</source>
        <translation>Source : %1</translation>
    </message>
    <message>
        <source>Notes: %1</source>
        <translation>Notes : %1</translation>
    </message>
    <message>
        <source>Exported the catalog to %1.</source>
        <translation>Catalogue exporté vers %1.</translation>
    </message>
    <message>
        <source>Nothing was imported.</source>
        <translation>Rien n&apos;a été importé.</translation>
    </message>
    <message>
        <source>Imported %1 SKUs, %2 prices and %3 models from %4.</source>
        <translation>%1 références, %2 prix et %3 modèles importés depuis %4.</translation>
    </message>
    <message>
        <source>layers</source>
        <translation>couches</translation>
    </message>
    <message>
        <source>model</source>
        <translation>modèle</translation>
    </message>
</context>
<context>
    <name>CliEstimate</name>
    <message>
        <source>Invalid value &quot;%1&quot; for --%2.</source>
        <translation>Valeur non valide « %1 » pour --%2.</translation>
    </message>
    <message>
        <source>sweep needs --model.</source>
        <translation>sweep nécessite --model.</translation>
    </message>
    <message>
        <source>estimate needs --sku and --model.</source>
        <translation>estimate nécessite --sku et --model.</translation>
    </message>
</context>
<context>
    <name>Diagnostic</name>
    <message>
        <source>JSON syntax error: %1</source>
        <translation>erreur de syntaxe JSON : %1</translation>
    </message>
    <message>
        <source>the file is not a GpuPlan catalog: its top level is not a JSON object</source>
        <translation>le fichier n&apos;est pas un catalogue GpuPlan : son niveau supérieur n&apos;est pas un objet JSON</translation>
    </message>
    <message>
        <source>the file is not a GpuPlan catalog (schema &quot;%1&quot;)</source>
        <translation>le fichier n&apos;est pas un catalogue GpuPlan (schéma « %1 »)</translation>
    </message>
    <message>
        <source>catalog schema version %1 is newer than this GpuPlan supports (%2)</source>
        <translation>la version %1 du schéma de catalogue est plus récente que celle prise en charge par cette version de GpuPlan (%2)</translation>
    </message>
    <message>
        <source>required field is missing</source>
        <translation>champ obligatoire manquant</translation>
    </message>
    <message>
        <source>wrong type: expected %1</source>
        <translation>type incorrect : %1 attendu</translation>
    </message>
    <message>
        <source>value %1 is out of range [%2, %3]</source>
        <translation>la valeur %1 est hors de l&apos;intervalle [%2, %3]</translation>
    </message>
    <message>
        <source>unknown value &quot;%1&quot; (expected one of: %2)</source>
        <translation>valeur inconnue « %1 » (valeurs attendues : %2)</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a date (expected YYYY-MM or YYYY-MM-DD)</source>
        <translation>« %1 » n&apos;est pas une date (format attendu : AAAA-MM ou AAAA-MM-JJ)</translation>
    </message>
    <message>
        <source>no such field &quot;%1&quot;</source>
        <translation>aucun champ « %1 »</translation>
    </message>
    <message>
        <source>field &quot;%1&quot; cannot be edited</source>
        <translation>le champ « %1 » ne peut pas être modifié</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a valid id (lowercase letters, digits and &apos;-&apos;)</source>
        <translation>« %1 » n&apos;est pas un identifiant valide (lettres minuscules, chiffres et &apos;-&apos;)</translation>
    </message>
    <message>
        <source>duplicate id &quot;%1&quot;</source>
        <translation>identifiant en double « %1 »</translation>
    </message>
    <message>
        <source>price refers to unknown SKU &quot;%1&quot;</source>
        <translation>le prix fait référence à une référence inconnue « %1 »</translation>
    </message>
    <message>
        <source>error %1</source>
        <translation>erreur %1</translation>
    </message>
    <message>
        <source>line %1</source>
        <translation>ligne %1</translation>
    </message>
    <message>
        <source> (at %1)</source>
        <translation> (à %1)</translation>
    </message>
</context>
<context>
    <name>EstimateTableModel</name>
    <message>
        <source>%1 GiB</source>
        <translation>%1&#xa0;GiB</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1&#xa0;s</translation>
    </message>
    <message>
        <source>%1 ms</source>
        <translation>%1&#xa0;ms</translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation>%1&#xa0;%</translation>
    </message>
    <message>
        <source>%1 GB</source>
        <translation>%1&#xa0;GB</translation>
    </message>
    <message>
        <source>%1 TFLOP</source>
        <translation>%1&#xa0;TFLOP</translation>
    </message>
    <message>
        <source>%1 GFLOP</source>
        <translation>%1&#xa0;GFLOP</translation>
    </message>
    <message>
        <source>layers split over %1 GPUs</source>
        <translation>couches réparties sur %1 GPU</translation>
    </message>
    <message>
        <source>tensors split over %1 GPUs</source>
        <translation>tenseurs répartis sur %1 GPU</translation>
    </message>
    <message>
        <source>the whole model on one GPU</source>
        <translation>le modèle entier sur un seul GPU</translation>
    </message>
</context>
<context>
    <name>GpuPlan::CalibrationPinsBox</name>
    <message>
        <source>bandwidth efficiency pinned at %1</source>
        <translation>efficacité de bande passante fixée à %1</translation>
    </message>
    <message>
        <source>compute efficiency pinned at %1</source>
        <translation>efficacité de calcul fixée à %1</translation>
    </message>
    <message>
        <source>step overhead pinned at %1 ms</source>
        <translation>surcoût par étape fixé à %1 ms</translation>
    </message>
    <message>
        <source>tensor-parallel penalty pinned at %1</source>
        <translation>pénalité de parallélisme tensoriel fixée à %1</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>Calibration</source>
        <translation>Calibration</translation>
    </message>
    <message>
        <source>Decode ba&amp;ndwidth efficiency:</source>
        <translation>Efficacité de &amp;bande passante du décodage :</translation>
    </message>
    <message>
        <source>&amp;Compute efficiency:</source>
        <translation>Efficacité de ca&amp;lcul :</translation>
    </message>
    <message>
        <source>Step overhe&amp;ad:</source>
        <translation>Surcoût par é&amp;tape :</translation>
    </message>
    <message>
        <source>Tensor-parallel penalt&amp;y:</source>
        <translation>Pénalité de parallélisme te&amp;nsoriel :</translation>
    </message>
    <message>
        <source>The fraction of the datasheet memory bandwidth that decode achieves.</source>
        <translation>La fraction de la bande passante mémoire de la fiche technique qu&apos;atteint le décodage.</translation>
    </message>
    <message>
        <source>The fraction of the dense tensor peak that prefill achieves.</source>
        <translation>La fraction du pic tensoriel dense qu&apos;atteint le préremplissage.</translation>
    </message>
    <message>
        <source>The fixed time every decode step costs whatever the model (kernel launches, sampling, scheduling).</source>
        <translation>Le temps fixe que coûte chaque étape de décodage, quel que soit le modèle (lancements de noyaux, échantillonnage, ordonnancement).</translation>
    </message>
    <message>
        <source>The loss of per-GPU efficiency with tensor parallelism: times grow by 1 + penalty × log2(TP).</source>
        <translation>La perte d&apos;efficacité par GPU avec le parallélisme tensoriel : les temps sont multipliés par 1 + pénalité × log2(TP).</translation>
    </message>
    <message>
        <source>Unpinned, it is fitted by least squares on the shipped measurements, per GPU class and engine. Pinned, it stays at the value given and the other parameters are fitted around it.</source>
        <translation>Non fixé, il est ajusté par moindres carrés sur les mesures fournies, par classe de GPU et par moteur. Fixé, il garde la valeur donnée et les autres paramètres sont ajustés autour de lui.</translation>
    </message>
    <message>
        <source>Pin</source>
        <translation>Fixer</translation>
    </message>
    <message>
        <source> ms</source>
        <translation> ms</translation>
    </message>
</context>
<context>
    <name>GpuPlan::CatalogPage</name>
    <message>
        <source>Edit %1 of %2</source>
        <translation>Modifier %1 de %2</translation>
    </message>
    <message>
        <source>Edit not saved: %1</source>
        <translation>Modification non enregistrée : %1</translation>
    </message>
    <message>
        <source>Revert %1 of %2 to the shipped value</source>
        <translation>Rétablir la valeur livrée de %1 pour %2</translation>
    </message>
    <message>
        <source>Revert failed: %1</source>
        <translation>Échec du rétablissement : %1</translation>
    </message>
    <message>
        <source>%1 of %2 GPUs</source>
        <translation>%1 GPU sur %2</translation>
    </message>
    <message>
        <source>&amp;GPUs</source>
        <translation>&amp;GPU</translation>
    </message>
    <message>
        <source>&amp;Model architectures</source>
        <translation>Architectures de &amp;modèles</translation>
    </message>
    <message>
        <source>Search name, family, memory type… (Ctrl+F)</source>
        <translation>Rechercher un nom, une famille, un type de mémoire… (Ctrl+F)</translation>
    </message>
    <message>
        <source>Search models…</source>
        <translation>Rechercher des modèles…</translation>
    </message>
    <message>
        <source>All vendors</source>
        <translation>Tous les fabricants</translation>
    </message>
    <message>
        <source>All segments</source>
        <translation>Tous les segments</translation>
    </message>
    <message>
        <source>Any memory</source>
        <translation>Toute mémoire</translation>
    </message>
    <message>
        <source>≥ %1</source>
        <translation>≥ %1</translation>
    </message>
    <message>
        <source>Show only one vendor&apos;s GPUs</source>
        <translation>N&apos;afficher que les GPU d&apos;un seul fabricant</translation>
    </message>
    <message>
        <source>Datacenter, workstation or consumer cards</source>
        <translation>Cartes pour centre de données, station de travail ou grand public</translation>
    </message>
    <message>
        <source>Hide GPUs with less memory (GiB = 2^30 bytes)</source>
        <translation>Masquer les GPU ayant moins de mémoire (GiB = 2^30 octets)</translation>
    </message>
</context>
<context>
    <name>GpuPlan::ChartStyle</name>
    <message>
        <source>batch %1</source>
        <translation>lot de %1</translation>
    </message>
    <message>
        <source>largest batch that fits</source>
        <translation>plus grand lot qui tient en mémoire</translation>
    </message>
    <message numerus="yes">
        <source>%n GPU per replica</source>
        <translation>
            <numerusform>%n GPU par réplique</numerusform>
            <numerusform>%n GPU par réplique</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n GPUs per replica</source>
        <translation>
            <numerusform>%n GPU par réplique</numerusform>
            <numerusform>%n GPU par réplique</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, %2 + %3 tokens, %4, %5, %6</source>
        <comment>weights, prompt, output, batch, GPUs, engine</comment>
        <translation>%1, %2 + %3 jetons, %4, %5, %6</translation>
    </message>
</context>
<context>
    <name>GpuPlan::ChartsPanel</name>
    <message>
        <source>Memory per GPU</source>
        <translation>Mémoire par GPU</translation>
    </message>
    <message>
        <source>Which models fit</source>
        <translation>Modèles qui tiennent en mémoire</translation>
    </message>
    <message>
        <source>Per cost and per watt</source>
        <translation>Par coût et par watt</translation>
    </message>
    <message>
        <source>Own vs rent</source>
        <translation>Achat ou location</translation>
    </message>
    <message>
        <source>Choose a model and a workload to see the charts.</source>
        <translation>Choisissez un modèle et une charge de travail pour afficher les graphiques.</translation>
    </message>
    <message>
        <source>No SKU has both a purchase and a rental price.</source>
        <translation>Aucune référence n&apos;a à la fois un prix d&apos;achat et un prix de location.</translation>
    </message>
    <message numerus="yes">
        <source>%n GPU</source>
        <translation>
            <numerusform>%n GPU</numerusform>
            <numerusform>%n GPU</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n GPUs</source>
        <translation>
            <numerusform>%n GPU</numerusform>
            <numerusform>%n GPU</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 busy %2 % of the time, bought at %3 or rented at %4 per hour (%5)</source>
        <translation>%1, occupation %2 % du temps, achat à %3 ou location à %4 de l&apos;heure (%5)</translation>
    </message>
</context>
<context>
    <name>GpuPlan::ColumnChooser</name>
    <message>
        <source>Columns</source>
        <translation>Colonnes</translation>
    </message>
    <message>
        <source>Choose which columns the table shows</source>
        <translation>Choisir les colonnes affichées dans le tableau</translation>
    </message>
</context>
<context>
    <name>GpuPlan::EstimateTableModel</name>
    <message>
        <source>✓ Fits</source>
        <translation>✓ Tient</translation>
    </message>
    <message>
        <source>✗ Does not fit</source>
        <translation>✗ Ne tient pas</translation>
    </message>
    <message>
        <source>%1 / %2 GiB</source>
        <comment>used / usable memory per GPU</comment>
        <translation>%1 / %2&#xa0;GiB</translation>
    </message>
    <message>
        <source>±%1</source>
        <translation>±%1</translation>
    </message>
    <message>
        <source>Vendor</source>
        <translation>Fabricant</translation>
    </message>
    <message>
        <source>The GPU (stock-keeping unit)</source>
        <translation>Le GPU (référence produit)</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>Whether the model, its KV cache and the engine&apos;s buffers fit in each GPU&apos;s usable memory</source>
        <translation>Indique si le modèle, son cache KV et les tampons du moteur tiennent dans la mémoire utilisable de chaque GPU</translation>
    </message>
    <message>
        <source>Fits</source>
        <translation>Tient en mémoire</translation>
    </message>
    <message>
        <source>Model weights held by one GPU of the replica (GiB = 2^30 bytes)</source>
        <translation>Poids du modèle stockés sur un GPU de la réplique (GiB = 2^30 octets)</translation>
    </message>
    <message>
        <source>Weights</source>
        <translation>Poids</translation>
    </message>
    <message>
        <source>KV cache of the workload&apos;s sequences held by one GPU</source>
        <translation>Cache KV des séquences de la charge de travail stocké sur un GPU</translation>
    </message>
    <message>
        <source>KV cache</source>
        <translation>Cache KV</translation>
    </message>
    <message>
        <source>Activation and workspace peak of the engine, per GPU</source>
        <translation>Pic des activations et de la mémoire de travail du moteur, par GPU</translation>
    </message>
    <message>
        <source>Activations</source>
        <translation>Activations</translation>
    </message>
    <message>
        <source>CUDA/HIP context and the engine&apos;s reserves and headroom, per GPU</source>
        <translation>Contexte CUDA/HIP, réserves et marge du moteur, par GPU</translation>
    </message>
    <message>
        <source>Runtime</source>
        <translation>Réserve d&apos;exécution</translation>
    </message>
    <message>
        <source>Memory needed per GPU over the memory an application can use (sorted by the ratio)</source>
        <translation>Mémoire nécessaire par GPU rapportée à la mémoire utilisable par une application (tri selon ce ratio)</translation>
    </message>
    <message>
        <source>Total / usable</source>
        <translation>Total / utilisable</translation>
    </message>
    <message>
        <source>Most concurrent sequences of the workload&apos;s length that fit</source>
        <translation>Nombre maximal de séquences simultanées de la longueur de la charge de travail qui tiennent en mémoire</translation>
    </message>
    <message>
        <source>Max batch</source>
        <translation>Lot max.</translation>
    </message>
    <message>
        <source>Longest sequence (prompt + output tokens) that fits at the workload&apos;s batch</source>
        <translation>Séquence la plus longue (jetons du prompt + de sortie) qui tient en mémoire avec le lot de la charge de travail</translation>
    </message>
    <message>
        <source>Max context</source>
        <translation>Contexte max.</translation>
    </message>
    <message>
        <source>Prompt tokens processed per second for one sequence</source>
        <translation>Jetons du prompt traités par seconde pour une séquence</translation>
    </message>
    <message>
        <source>Prefill tok/s</source>
        <translation>Préremplissage tok/s</translation>
    </message>
    <message>
        <source>Tokens generated per second by each sequence at the batch</source>
        <translation>Jetons générés par seconde par chaque séquence du lot</translation>
    </message>
    <message>
        <source>Decode tok/s</source>
        <translation>Décodage tok/s</translation>
    </message>
    <message>
        <source>Output tokens per second of one replica with the batch in flight</source>
        <translation>Jetons de sortie par seconde d&apos;une réplique avec le lot en cours</translation>
    </message>
    <message>
        <source>Throughput tok/s</source>
        <translation>Débit tok/s</translation>
    </message>
    <message>
        <source>Cost of a million output tokens on GPUs you buy and run</source>
        <translation>Coût d&apos;un million de jetons de sortie sur des GPU que vous achetez et exploitez</translation>
    </message>
    <message>
        <source>Own / 1M tok</source>
        <translation>Achat / 1M tok</translation>
    </message>
    <message>
        <source>Cost of a million output tokens on rented cloud GPUs</source>
        <translation>Coût d&apos;un million de jetons de sortie sur des GPU cloud loués</translation>
    </message>
    <message>
        <source>Rent / 1M tok</source>
        <translation>Location / 1M tok</translation>
    </message>
    <message>
        <source>Output tokens per second per watt of board power (TDP)</source>
        <translation>Jetons de sortie par seconde par watt de puissance de la carte (TDP)</translation>
    </message>
    <message>
        <source>tok/s per W</source>
        <translation>tok/s par W</translation>
    </message>
    <message>
        <source>Typical error of the speed estimates: the calibration&apos;s relative RMS residual</source>
        <translation>Erreur typique des estimations de vitesse : résidu relatif RMS de l&apos;étalonnage</translation>
    </message>
    <message>
        <source>±</source>
        <translation>±</translation>
    </message>
    <message>
        <source>%1 (%2)
%3</source>
        <translation>%1 (%2)
%3</translation>
    </message>
    <message>
        <source>The memory size of this GPU is unknown</source>
        <translation>La taille mémoire de ce GPU est inconnue</translation>
    </message>
    <message>
        <source>Fits: needs %1 per GPU, %2 usable (%3 to spare) at a batch of %4</source>
        <translation>Tient en mémoire : nécessite %1 par GPU, %2 utilisables (marge de %3) avec un lot de %4</translation>
    </message>
    <message>
        <source>Does not fit: needs %1 per GPU, %2 usable (%3 short) at a batch of %4</source>
        <translation>Ne tient pas : nécessite %1 par GPU, %2 utilisables (%3 manquants) avec un lot de %4</translation>
    </message>
    <message>
        <source>Largest number of concurrent sequences of %1 tokens (prompt + output) for which weights + KV cache + activations + runtime fit in %2 per GPU: %3</source>
        <translation>Nombre maximal de séquences simultanées de %1 jetons (prompt + sortie) pour lequel poids + cache KV + activations + réserve d&apos;exécution tiennent dans %2 par GPU : %3</translation>
    </message>
    <message>
        <source>Longest sequence (prompt + output tokens) that fits at a batch of %1, up to the model&apos;s limit of %2 tokens: %3</source>
        <translation>Séquence la plus longue (jetons du prompt + de sortie) qui tient en mémoire avec un lot de %1, dans la limite de %2 jetons du modèle : %3</translation>
    </message>
    <message>
        <source>No measurement calibrates this GPU class and engine: GpuPlan&apos;s default efficiencies</source>
        <translation>Aucune mesure n&apos;étalonne cette classe de GPU et ce moteur : efficacités par défaut de GpuPlan</translation>
    </message>
    <message>
        <source>The speed estimates are typically within ±%1: the root mean square of the relative residuals of the benchmark rows this GPU class and engine were calibrated on.
Bandwidth efficiency %2, compute efficiency %3, step overhead %4</source>
        <translation>Les estimations de vitesse sont généralement précises à ±%1 près : moyenne quadratique des résidus relatifs des mesures de référence sur lesquelles cette classe de GPU et ce moteur ont été étalonnés.
Efficacité de bande passante %2, efficacité de calcul %3, surcoût par étape %4</translation>
    </message>
    <message>
        <source>parameters × bits per weight / 8 = %1 B × %2 bits / 8 = %3 (%4) for the whole model</source>
        <translation>paramètres × bits par poids / 8 = %1 Md × %2 bits / 8 = %3 (%4) pour le modèle entier</translation>
    </message>
    <message>
        <source>Per GPU (%1): %2</source>
        <translation>Par GPU (%1) : %2</translation>
    </message>
    <message>
        <source>%1: %2 bits per weight in the transformer blocks, %3 in the embedding, %4 in the output</source>
        <translation>%1 : %2 bits par poids dans les blocs transformer, %3 dans l&apos;embedding, %4 dans la couche de sortie</translation>
    </message>
    <message>
        <source>%1 bits in llama.cpp&apos;s use_more_bits layers</source>
        <translation>%1 bits dans les couches use_more_bits de llama.cpp</translation>
    </message>
    <message>
        <source>tokens × sequences × bytes per token = %1 × %2 × %3 = %4 per GPU</source>
        <translation>jetons × séquences × octets par jeton = %1 × %2 × %3 = %4 par GPU</translation>
    </message>
    <message>
        <source>KV cache in %1 (%2 bytes per element), %3</source>
        <translation>Cache KV en %1 (%2 octets par élément), %3</translation>
    </message>
    <message>
        <source>With every layer keeping every token the model needs %1 per token; sliding-window and MLA layers keep less</source>
        <translation>Si chaque couche conservait tous les jetons, le modèle nécessiterait %1 par jeton ; les couches à fenêtre glissante et MLA en conservent moins</translation>
    </message>
    <message>
        <source>Peak of the engine&apos;s profile run: max_num_batched_tokens = %1 tokens through one layer, (2 × intermediate + 7 × hidden) × 2 bytes per token: %2</source>
        <translation>Pic de l&apos;exécution de profilage du moteur : max_num_batched_tokens = %1 jetons à travers une couche, (2 × intermédiaire + 7 × cachée) × 2 octets par jeton : %2</translation>
    </message>
    <message>
        <source>ggml compute buffer: the larger of the logits pass (ubatch %1 × vocabulary, FP32) and the attention pass (flash attention %2): %3</source>
        <translation>Tampon de calcul ggml : le plus grand entre la passe des logits (ubatch %1 × vocabulaire, FP32) et la passe d&apos;attention (flash attention %2) : %3</translation>
    </message>
    <message>
        <source>on</source>
        <translation>activée</translation>
    </message>
    <message>
        <source>off</source>
        <translation>désactivée</translation>
    </message>
    <message>
        <source>Eager prefill of the whole batch at once: batch × prompt tokens × (2 × intermediate + 7 × hidden) × 2 bytes, plus the logits: %1</source>
        <translation>Préremplissage (mode eager) de tout le lot en une fois : lot × jetons du prompt × (2 × intermédiaire + 7 × cachée) × 2 octets, plus les logits : %1</translation>
    </message>
    <message>
        <source>Headroom vLLM leaves: (1 − gpu_memory_utilization %1) × usable memory, at least the CUDA context, plus vLLM&apos;s non-torch memory%2%3: %4</source>
        <translation>Marge laissée par vLLM : (1 − gpu_memory_utilization %1) × mémoire utilisable, au moins le contexte CUDA, plus la mémoire hors torch de vLLM%2%3 : %4</translation>
    </message>
    <message>
        <source> and captured CUDA graphs</source>
        <translation> et les graphes CUDA capturés</translation>
    </message>
    <message>
        <source> and NCCL buffers</source>
        <translation> et les tampons NCCL</translation>
    </message>
    <message>
        <source>CUDA context, and the %1 of free memory TensorRT-LLM does not give to its KV pool: %2</source>
        <translation>Contexte CUDA, et les %1 de mémoire libre que TensorRT-LLM n&apos;attribue pas à son pool KV : %2</translation>
    </message>
    <message>
        <source>CUDA/HIP context of llama.cpp: %1</source>
        <translation>Contexte CUDA/HIP de llama.cpp : %1</translation>
    </message>
    <message>
        <source>CUDA context and cuBLAS workspaces of a PyTorch process: %1</source>
        <translation>Contexte CUDA et mémoire de travail cuBLAS d&apos;un processus PyTorch : %1</translation>
    </message>
    <message>
        <source>weights + KV cache + activations + runtime = %1 + %2 + %3 + %4 = %5 per GPU, at a batch of %6
Usable: %7, the memory left to applications once ECC and the driver have taken theirs</source>
        <translation>poids + cache KV + activations + réserve d&apos;exécution = %1 + %2 + %3 + %4 = %5 par GPU, avec un lot de %6
Utilisable : %7, la mémoire laissée aux applications une fois que l&apos;ECC et le pilote ont pris leur part</translation>
    </message>
    <message>
        <source>No speed estimate</source>
        <translation>Aucune estimation de vitesse</translation>
    </message>
    <message>
        <source>Does not fit: no speed estimate</source>
        <translation>Ne tient pas : aucune estimation de vitesse</translation>
    </message>
    <message>
        <source>This GPU&apos;s memory bandwidth or compute peak is unknown</source>
        <translation>La bande passante mémoire ou le pic de calcul de ce GPU est inconnu</translation>
    </message>
    <message>
        <source>prompt tokens / (FLOP / (peak × efficiency × GPUs) + overhead)
= %1 / (%2 / (%3 × %4 × %5) + %6) = %7 tok/s
Prefill of %1 tokens takes %8; at that length reading the weights is %9 the bottleneck</source>
        <translation>jetons du prompt / (FLOP / (pic × efficacité × GPU) + surcoût)
= %1 / (%2 / (%3 × %4 × %5) + %6) = %7 tok/s
Le préremplissage de %1 jetons prend %8 ; à cette longueur, la lecture des poids %9 le goulot d&apos;étranglement</translation>
    </message>
    <message>
        <source>now</source>
        <translation>est désormais</translation>
    </message>
    <message>
        <source>not</source>
        <translation>n&apos;est pas</translation>
    </message>
    <message>
        <source>1 / (bytes per step / (bandwidth × efficiency) + overhead)
= 1 / (%1 / (%2 × %3) + %4) = %5 tok/s</source>
        <translation>1 / (octets par étape / (bande passante × efficacité) + surcoût)
= 1 / (%1 / (%2 × %3) + %4) = %5 tok/s</translation>
    </message>
    <message>
        <source>1 / (max(memory, compute) + communication + overhead)
= 1 / (max(%1, %2) + %3 + %4) = %5 tok/s
memory = stages × bytes per step / (bandwidth × efficiency) = %6 × %7 / (%8 × %9)
compute = FLOP per step / (peak × efficiency) = %10 / (%11 × %12)</source>
        <translation>1 / (max(mémoire, calcul) + communication + surcoût)
= 1 / (max(%1, %2) + %3 + %4) = %5 tok/s
mémoire = étages × octets par étape / (bande passante × efficacité) = %6 × %7 / (%8 × %9)
calcul = FLOP par étape / (pic × efficacité) = %10 / (%11 × %12)</translation>
    </message>
    <message>
        <source>Each step reads this GPU&apos;s weights and the KV cache of %1 sequences at their mean length (%2 tokens); %3-bound</source>
        <translation>Chaque étape lit les poids de ce GPU et le cache KV de %1 séquences à leur longueur moyenne (%2 jetons) ; limité par %3</translation>
    </message>
    <message>
        <source>Each step reads this GPU&apos;s weights and the KV cache of the sequence at its mean length (%1 tokens); %2-bound</source>
        <translation>Chaque étape lit les poids de ce GPU et le cache KV de la séquence à sa longueur moyenne (%1 jetons) ; limité par %2</translation>
    </message>
    <message>
        <source>compute</source>
        <translation>le calcul</translation>
    </message>
    <message>
        <source>memory</source>
        <translation>la mémoire</translation>
    </message>
    <message>
        <source>output tokens / (prefill + output tokens × step / batch)
= %1 / (%2 + %1 × %3 / %4) = %5 tok/s</source>
        <translation>jetons de sortie / (préremplissage + jetons de sortie × étape / lot)
= %1 / (%2 + %1 × %3 / %4) = %5 tok/s</translation>
    </message>
    <message>
        <source>One replica (%1) with %2 sequences in flight; their prompts are batched with decode steps and cost only their compute</source>
        <translation>Une réplique (%1) avec %2 séquences en cours ; leurs prompts sont regroupés avec les étapes de décodage et ne coûtent que leur calcul</translation>
    </message>
    <message>
        <source>One replica (%1) with %2 sequence in flight: it pays its whole prefill</source>
        <translation>Une réplique (%1) avec %2 séquence en cours : elle paie tout son préremplissage</translation>
    </message>
    <message>
        <source>The batch is capped at %1, what serving engines reach</source>
        <translation>Le lot est plafonné à %1, ce qu&apos;atteignent les moteurs de service</translation>
    </message>
    <message>
        <source>This GPU&apos;s board power (TDP) is unknown</source>
        <translation>La puissance de la carte (TDP) de ce GPU est inconnue</translation>
    </message>
    <message>
        <source>throughput / (TDP × GPUs) = %1 tok/s / (%2 × %3) = %4 tok/s per W
%5 J per token; board power only, host and cooling not counted</source>
        <translation>débit / (TDP × GPU) = %1 tok/s / (%2 × %3) = %4 tok/s par W
%5 J par jeton ; puissance de la carte uniquement, hôte et refroidissement non comptés</translation>
    </message>
    <message>
        <source>No purchase price for this GPU in the catalog</source>
        <translation>Aucun prix d&apos;achat pour ce GPU dans le catalogue</translation>
    </message>
    <message>
        <source>No %1 price for this GPU in the catalog</source>
        <translation>Aucun prix de type « %1 » pour ce GPU dans le catalogue</translation>
    </message>
    <message>
        <source>Purchase price: %1 (%2) from %3 on %4</source>
        <translation>Prix d&apos;achat : %1 (%2) chez %3 le %4</translation>
    </message>
    <message>
        <source>Rate: %1 per GPU-hour (%2) from %3 on %4</source>
        <translation>Tarif : %1 par heure-GPU (%2) chez %3 le %4</translation>
    </message>
    <message>
        <source>Does not fit: no cost per token</source>
        <translation>Ne tient pas : aucun coût par jeton</translation>
    </message>
    <message>
        <source>No tokens are produced: no cost per token</source>
        <translation>Aucun jeton produit : aucun coût par jeton</translation>
    </message>
    <message>
        <source>1e6 × $/GPU-hour × GPUs / (tok/s × 3600)
= 1e6 × %1 × %2 / (%3 × 3600) = %4</source>
        <translation>1e6 × $/heure-GPU × GPU / (tok/s × 3600)
= 1e6 × %1 × %2 / (%3 × 3600) = %4</translation>
    </message>
    <message>
        <source>$/GPU-hour: %1 per useful hour of an owned GPU busy %2 of the time</source>
        <translation>$/heure-GPU : %1 par heure utile d&apos;un GPU possédé, occupé %2 du temps</translation>
    </message>
    <message>
        <source>Assumptions: server uplift %1, %2-year life, %3 discount rate, %4 residual, opex %5 per year; power at load factor %6, host %7, PUE %8, %9 per kWh</source>
        <translation>Hypothèses : surcoût serveur %1, durée de vie %2 ans, taux d&apos;actualisation %3, valeur résiduelle %4, opex %5 par an ; puissance au facteur de charge %6, hôte %7, PUE %8, %9 par kWh</translation>
    </message>
    <message>
        <source>a reservation is paid for every hour: rate / %1 utilisation</source>
        <translation>une réservation se paie pour chaque heure : tarif / taux d&apos;utilisation de %1</translation>
    </message>
    <message>
        <source>spot: rate × (1 + %1 lost to interruptions)</source>
        <translation>spot : tarif × (1 + %1 perdus à cause des interruptions)</translation>
    </message>
    <message>
        <source>on demand: paid only for the hours used</source>
        <translation>à la demande : seules les heures utilisées sont payées</translation>
    </message>
    <message>
        <source>$/GPU-hour: %1 per useful hour (%2)</source>
        <translation>$/heure-GPU : %1 par heure utile (%2)</translation>
    </message>
</context>
<context>
    <name>GpuPlan::FitHeatmapChartBuilder</name>
    <message>
        <source>Which models fit</source>
        <translation>Modèles qui tiennent en mémoire</translation>
    </message>
    <message>
        <source>Choose at least one SKU and one model.</source>
        <translation>Choisissez au moins une référence et un modèle.</translation>
    </message>
    <message>
        <source>Fits</source>
        <translation>Tient en mémoire</translation>
    </message>
    <message>
        <source>Fits only at a smaller batch or a shorter context</source>
        <translation>Ne tient qu&apos;avec un lot plus petit ou un contexte plus court</translation>
    </message>
    <message>
        <source>Does not fit</source>
        <translation>Ne tient pas</translation>
    </message>
    <message>
        <source>%1 on %2: %3
largest batch at this length: %4
longest prompt + output at this batch: %5 tokens
longest prompt + output at batch 1: %6 tokens</source>
        <translation>%1 sur %2 : %3
plus grand lot à cette longueur : %4
prompt + sortie le plus long avec ce lot : %5 jetons
prompt + sortie le plus long avec un lot de 1 : %6 jetons</translation>
    </message>
</context>
<context>
    <name>GpuPlan::MainWindow</name>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Fichier</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>Ouvrir un fichier &amp;récent</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>É&amp;dition</translation>
    </message>
    <message>
        <source>&amp;Settings</source>
        <translation>&amp;Paramètres</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Aide</translation>
    </message>
    <message>
        <source>&amp;New Workspace…</source>
        <translation>&amp;Nouvel espace de travail…</translation>
    </message>
    <message>
        <source>Create an empty workspace file with the shipped catalog</source>
        <translation>Créer un fichier d&apos;espace de travail vide avec le catalogue livré</translation>
    </message>
    <message>
        <source>&amp;Open Workspace…</source>
        <translation>&amp;Ouvrir un espace de travail…</translation>
    </message>
    <message>
        <source>&amp;Import Catalog…</source>
        <translation>&amp;Importer un catalogue…</translation>
    </message>
    <message>
        <source>Add or replace SKUs, prices and models from a GpuPlan catalog JSON file</source>
        <translation>Ajouter ou remplacer des références, des prix et des modèles à partir d&apos;un fichier JSON de catalogue GpuPlan</translation>
    </message>
    <message>
        <source>&amp;Export Catalog…</source>
        <translation>E&amp;xporter le catalogue…</translation>
    </message>
    <message>
        <source>Write the catalog, with your edits and their provenance, as JSON</source>
        <translation>Enregistrer le catalogue au format JSON, avec vos modifications et leur provenance</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Quitter</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Annuler</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Rétablir</translation>
    </message>
    <message>
        <source>&amp;Find GPU</source>
        <translation>Re&amp;chercher un GPU</translation>
    </message>
    <message>
        <source>&amp;Preferences…</source>
        <translation>&amp;Préférences…</translation>
    </message>
    <message>
        <source>&amp;About GpuPlan</source>
        <translation>À &amp;propos de GpuPlan</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>À propos de &amp;Qt</translation>
    </message>
    <message>
        <source>Catalog</source>
        <translation>Catalogue</translation>
    </message>
    <message>
        <source>GPU SKUs, prices and model architectures, with their sources</source>
        <translation>Références GPU, prix et architectures de modèles, avec leurs sources</translation>
    </message>
    <message>
        <source>GpuPlan — %1</source>
        <translation>GpuPlan — %1</translation>
    </message>
    <message>
        <source>GpuPlan</source>
        <translation>GpuPlan</translation>
    </message>
    <message>
        <source>Cannot open workspace</source>
        <translation>Impossible d&apos;ouvrir l&apos;espace de travail</translation>
    </message>
    <message>
        <source>Opened %1</source>
        <translation>%1 ouvert</translation>
    </message>
    <message>
        <source>New Workspace</source>
        <translation>Nouvel espace de travail</translation>
    </message>
    <message>
        <source>GpuPlan workspaces (*.gpuplan)</source>
        <translation>Espaces de travail GpuPlan (*.gpuplan)</translation>
    </message>
    <message>
        <source>Cannot create workspace</source>
        <translation>Impossible de créer l&apos;espace de travail</translation>
    </message>
    <message>
        <source>%1 cannot be replaced.</source>
        <translation>%1 ne peut pas être remplacé.</translation>
    </message>
    <message>
        <source>Open Workspace</source>
        <translation>Ouvrir un espace de travail</translation>
    </message>
    <message>
        <source>GpuPlan workspaces (*.gpuplan);;All files (*)</source>
        <translation>Espaces de travail GpuPlan (*.gpuplan);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(aucun)</translation>
    </message>
    <message>
        <source>Import Catalog</source>
        <translation>Importer un catalogue</translation>
    </message>
    <message>
        <source>GpuPlan catalogs (*.json);;All files (*)</source>
        <translation>Catalogues GpuPlan (*.json);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>Reading %1…</source>
        <translation>Lecture de %1…</translation>
    </message>
    <message>
        <source>Import failed; nothing was changed.</source>
        <translation>Échec de l&apos;importation ; rien n&apos;a été modifié.</translation>
    </message>
    <message>
        <source>Import failed</source>
        <translation>Échec de l&apos;importation</translation>
    </message>
    <message>
        <source>%1 is not a valid catalog. Nothing was imported.</source>
        <translation>%1 n&apos;est pas un catalogue valide. Rien n&apos;a été importé.</translation>
    </message>
    <message>
        <source>Imported %1 SKUs, %2 prices and %3 models.</source>
        <translation>%1 références, %2 prix et %3 modèles importés.</translation>
    </message>
    <message>
        <source>Export Catalog</source>
        <translation>Exporter le catalogue</translation>
    </message>
    <message>
        <source>GpuPlan catalogs (*.json)</source>
        <translation>Catalogues GpuPlan (*.json)</translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation>Échec de l&apos;exportation</translation>
    </message>
    <message>
        <source>Exported the catalog to %1</source>
        <translation>Catalogue exporté vers %1</translation>
    </message>
    <message>
        <source>About GpuPlan</source>
        <translation>À propos de GpuPlan</translation>
    </message>
    <message>
        <source>&lt;h3&gt;GpuPlan %1&lt;/h3&gt;&lt;p&gt;GPU capacity and procurement planning: compare new, used and cloud GPUs with sourced specifications and prices.&lt;/p&gt;&lt;p&gt;Every figure shows where it came from: datasheet, measurement, import, your own edit, or derivation.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;GpuPlan %1&lt;/h3&gt;&lt;p&gt;Planification de la capacité et des achats de GPU : comparez des GPU neufs, d&apos;occasion et cloud, avec des caractéristiques et des prix sourcés.&lt;/p&gt;&lt;p&gt;Chaque valeur indique son origine : fiche technique, mesure, importation, votre propre modification ou dérivation.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Workload</source>
        <translation>Charge de travail</translation>
    </message>
    <message>
        <source>Size a model on every GPU: memory fit, tokens per second and cost per million tokens, owned or rented</source>
        <translation>Dimensionner un modèle sur chaque GPU : tenue en mémoire, jetons par seconde et coût par million de jetons, en achat ou en location</translation>
    </message>
</context>
<context>
    <name>GpuPlan::ModelArchTableModel</name>
    <message>
        <source>full</source>
        <translation>complète</translation>
    </message>
    <message>
        <source>sliding (%1)</source>
        <translation>glissante (%1)</translation>
    </message>
    <message>
        <source>MLA (rank %1)</source>
        <translation>MLA (rang %1)</translation>
    </message>
    <message>
        <source>MLA</source>
        <translation>MLA</translation>
    </message>
    <message>
        <source>none</source>
        <translation>aucune</translation>
    </message>
    <message>
        <source>B</source>
        <extracomment>billions of parameters</extracomment>
        <translation>Md</translation>
    </message>
    <message>
        <source>M</source>
        <extracomment>millions of parameters</extracomment>
        <translation>M</translation>
    </message>
    <message>
        <source>%1M</source>
        <comment>context length in units of 1,048,576 tokens</comment>
        <translation>%1M</translation>
    </message>
    <message>
        <source>%1K</source>
        <comment>context length in units of 1,024 tokens</comment>
        <translation>%1K</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <comment>count of layers in the pattern, then their kind</comment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>%1 experts, %2 active</source>
        <translation>%1 experts, %2 actifs</translation>
    </message>
    <message>
        <source>, %1 shared</source>
        <translation>, %1 partagés</translation>
    </message>
    <message>
        <source>Dense</source>
        <translation>Dense</translation>
    </message>
    <message>
        <source>MoE</source>
        <translation>MoE</translation>
    </message>
    <message>
        <source>MoE + MLA</source>
        <translation>MoE + MLA</translation>
    </message>
    <message>
        <source>Hugging Face: %1</source>
        <translation>Hugging Face : %1</translation>
    </message>
    <message>
        <source>%1 parameters</source>
        <translation>%1 paramètres</translation>
    </message>
    <message>
        <source>%1 parameters active per token</source>
        <translation>%1 paramètres actifs par jeton</translation>
    </message>
    <message>
        <source>%1 tokens</source>
        <translation>%1 jetons</translation>
    </message>
    <message>
        <source>sliding-window</source>
        <translation>à fenêtre glissante</translation>
    </message>
    <message>
        <source>no attention</source>
        <translation>sans attention</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <comment>count of layers, then their kind</comment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>Over %1 layers: %2</source>
        <translation>Sur %1 couches : %2</translation>
    </message>
    <message>
        <source>KV LoRA rank %1, RoPE head dimension %2</source>
        <translation>Rang KV LoRA %1, dimension de tête RoPE %2</translation>
    </message>
    <message>
        <source>Dense model: no experts</source>
        <translation>Modèle dense : aucun expert</translation>
    </message>
    <message>
        <source>%1 routed experts, %2 active per token, %3 shared; %4 dense layers</source>
        <translation>%1 experts routés, %2 actifs par jeton, %3 partagés ; %4 couches denses</translation>
    </message>
    <message>
        <source>Total parameters (B = 10^9)</source>
        <translation>Nombre total de paramètres (Md = 10^9)</translation>
    </message>
    <message>
        <source>Parameters used per token (B = 10^9); less than the total for mixture-of-experts models</source>
        <translation>Paramètres utilisés par jeton (Md = 10^9) ; inférieur au total pour les modèles à mélange d&apos;experts</translation>
    </message>
    <message>
        <source>Key/value heads: fewer than the attention heads with grouped-query attention</source>
        <translation>Têtes clé/valeur : moins nombreuses que les têtes d&apos;attention avec l&apos;attention à requêtes groupées</translation>
    </message>
    <message>
        <source>Attention kinds over one cycle of the layer pattern; sliding windows in tokens</source>
        <translation>Types d&apos;attention sur un cycle du motif de couches ; fenêtres glissantes en jetons</translation>
    </message>
    <message>
        <source>Longest context in tokens (K = 1,024 tokens, M = 1,048,576 tokens)</source>
        <translation>Contexte le plus long en jetons (K = 1 024 jetons, M = 1 048 576 jetons)</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Modèle</translation>
    </message>
    <message>
        <source>Architecture</source>
        <translation>Architecture</translation>
    </message>
    <message>
        <source>Parameters</source>
        <translation>Paramètres</translation>
    </message>
    <message>
        <source>Active</source>
        <translation>Actifs</translation>
    </message>
    <message>
        <source>Layers</source>
        <translation>Couches</translation>
    </message>
    <message>
        <source>Hidden</source>
        <translation>Dim. cachée</translation>
    </message>
    <message>
        <source>Heads</source>
        <translation>Têtes</translation>
    </message>
    <message>
        <source>KV heads</source>
        <translation>Têtes KV</translation>
    </message>
    <message>
        <source>Head dim</source>
        <translation>Dim. tête</translation>
    </message>
    <message>
        <source>Attention</source>
        <translation>Attention</translation>
    </message>
    <message>
        <source>Experts</source>
        <translation>Experts</translation>
    </message>
    <message>
        <source>Context</source>
        <translation>Contexte</translation>
    </message>
    <message>
        <source>Vocabulary</source>
        <translation>Vocabulaire</translation>
    </message>
</context>
<context>
    <name>GpuPlan::OwnVsRentChartBuilder</name>
    <message>
        <source>Own vs rent</source>
        <translation>Achat ou location</translation>
    </message>
    <message>
        <source>There are no months to compare.</source>
        <translation>Il n&apos;y a aucun mois à comparer.</translation>
    </message>
    <message>
        <source>Cumulative cost (%1)</source>
        <translation>Coût cumulé (%1)</translation>
    </message>
    <message>
        <source>Cumulative cost (million %1)</source>
        <translation>Coût cumulé (millions de %1)</translation>
    </message>
    <message>
        <source>Cumulative cost (thousand %1)</source>
        <translation>Coût cumulé (milliers de %1)</translation>
    </message>
    <message>
        <source>Own vs rent: %1</source>
        <translation>Achat ou location : %1</translation>
    </message>
    <message>
        <source>Owning (present value %1)</source>
        <translation>Achat (valeur actuelle %1)</translation>
    </message>
    <message>
        <source>Renting (present value %1)</source>
        <translation>Location (valeur actuelle %1)</translation>
    </message>
    <message>
        <source>Month</source>
        <translation>Mois</translation>
    </message>
    <message>
        <source>break-even: month %1</source>
        <translation>seuil de rentabilité : mois %1</translation>
    </message>
    <message numerus="yes">
        <source>owning never breaks even in %n months</source>
        <translation>
            <numerusform>l&apos;achat n&apos;atteint jamais le seuil de rentabilité en %n mois</numerusform>
            <numerusform>l&apos;achat n&apos;atteint jamais le seuil de rentabilité en %n mois</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>GpuPlan::ParetoChartBuilder</name>
    <message>
        <source>Performance per %1 and per watt: %2</source>
        <translation>Performances par %1 et par watt : %2</translation>
    </message>
    <message>
        <source>No SKU that fits has both a purchase price and a power figure.</source>
        <translation>Aucune référence qui tient en mémoire n&apos;a à la fois un prix d&apos;achat et une puissance connue.</translation>
    </message>
    <message>
        <source>No SKU that fits has both a rental price and a power figure.</source>
        <translation>Aucune référence qui tient en mémoire n&apos;a à la fois un prix de location et une puissance connue.</translation>
    </message>
    <message>
        <source>Other SKUs</source>
        <translation>Autres références</translation>
    </message>
    <message>
        <source>Pareto frontier</source>
        <translation>Frontière de Pareto</translation>
    </message>
    <message>
        <source>Pareto frontier: no SKU is better on both axes</source>
        <translation>Frontière de Pareto : aucune référence n&apos;est meilleure sur les deux axes</translation>
    </message>
    <message>
        <source>Output tokens/s per %1/hour owned (per useful GPU-hour)</source>
        <translation>Jetons de sortie/s par %1/heure en achat (par heure-GPU utile)</translation>
    </message>
    <message>
        <source>Output tokens/s per %1/hour rented (per useful GPU-hour)</source>
        <translation>Jetons de sortie/s par %1/heure en location (par heure-GPU utile)</translation>
    </message>
    <message>
        <source>Output tokens/s per watt of board power</source>
        <translation>Jetons de sortie/s par watt de puissance de la carte</translation>
    </message>
</context>
<context>
    <name>GpuPlan::PriceTableModel</name>
    <message>
        <source>%1 (%2)</source>
        <extracomment>a reserved-instance price kind and its term, e.g. &quot;Cloud reserved (1y)&quot;</extracomment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>this price is %1 old</source>
        <translation>ce prix date de %1</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Type</translation>
    </message>
    <message>
        <source>Price</source>
        <translation>Prix</translation>
    </message>
    <message>
        <source>Unit</source>
        <translation>Unité</translation>
    </message>
    <message>
        <source>Provider</source>
        <translation>Fournisseur</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Date</translation>
    </message>
    <message>
        <source>Age</source>
        <translation>Ancienneté</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>Source</translation>
    </message>
</context>
<context>
    <name>GpuPlan::SettingsDialog</name>
    <message>
        <source>Preferences</source>
        <translation>Préférences</translation>
    </message>
    <message>
        <source>System language</source>
        <translation>Langue du système</translation>
    </message>
    <message>
        <source>ISO 4217 code of the currency to show prices in, e.g. USD, EUR, GBP</source>
        <translation>Code ISO 4217 de la devise d&apos;affichage des prix, par ex. USD, EUR, GBP</translation>
    </message>
    <message>
        <source>How many units of your currency one US dollar buys. Catalog prices are in US dollars and are converted with this rate.</source>
        <translation>Nombre d&apos;unités de votre devise pour un dollar américain. Les prix du catalogue sont en dollars américains et sont convertis avec ce taux.</translation>
    </message>
    <message>
        <source> USD/kWh</source>
        <translation> USD/kWh</translation>
    </message>
    <message>
        <source>What one kilowatt-hour costs you, including cooling overhead if you want it counted; used for energy cost and TCO.</source>
        <translation>Ce que vous coûte un kilowattheure, refroidissement compris si vous voulez en tenir compte ; utilisé pour le coût énergétique et le TCO.</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>Parcourir…</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Langue :</translation>
    </message>
    <message>
        <source>&amp;Currency:</source>
        <translation>&amp;Devise :</translation>
    </message>
    <message>
        <source>&amp;Exchange rate (per USD):</source>
        <translation>&amp;Taux de change (par USD) :</translation>
    </message>
    <message>
        <source>E&amp;lectricity price:</source>
        <translation>&amp;Prix de l&apos;électricité :</translation>
    </message>
    <message>
        <source>&amp;Default workspace:</source>
        <translation>&amp;Espace de travail par défaut :</translation>
    </message>
    <message>
        <source>Default Workspace</source>
        <translation>Espace de travail par défaut</translation>
    </message>
    <message>
        <source>GpuPlan workspaces (*.gpuplan)</source>
        <translation>Espaces de travail GpuPlan (*.gpuplan)</translation>
    </message>
</context>
<context>
    <name>GpuPlan::SkuDetailModel</name>
    <message>
        <source>%1, shown in %2</source>
        <translation>%1, affiché en %2</translation>
    </message>
    <message>
        <source>shipped value: %1</source>
        <translation>valeur livrée : %1</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1 : %2</translation>
    </message>
    <message>
        <source>Field</source>
        <translation>Champ</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Valeur</translation>
    </message>
    <message>
        <source>Origin</source>
        <translation>Origine</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>Source</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Date</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Note</translation>
    </message>
</context>
<context>
    <name>GpuPlan::SkuDetailPanel</name>
    <message>
        <source>No GPU selected</source>
        <translation>Aucun GPU sélectionné</translation>
    </message>
    <message>
        <source>&amp;Specifications (double-click a value to edit it)</source>
        <translation>&amp;Caractéristiques (double-cliquez sur une valeur pour la modifier)</translation>
    </message>
    <message>
        <source>&amp;Prices</source>
        <translation>Pri&amp;x</translation>
    </message>
    <message>
        <source>Note stored with your next edit (optional), e.g. &quot;measured on our cards&quot;</source>
        <translation>Note enregistrée avec votre prochaine modification (facultatif), par ex. « mesuré sur nos cartes »</translation>
    </message>
    <message>
        <source>&amp;Revert to shipped value</source>
        <translation>&amp;Rétablir la valeur livrée</translation>
    </message>
    <message>
        <source>Remove your edit of the selected field and show the catalog&apos;s value again</source>
        <translation>Supprimer votre modification du champ sélectionné et afficher à nouveau la valeur du catalogue</translation>
    </message>
</context>
<context>
    <name>GpuPlan::SkuTableModel</name>
    <message>
        <source>Gen %1 x%2</source>
        <translation>Gen %1 x%2</translation>
    </message>
    <message>
        <source>Gen %1</source>
        <translation>Gen %1</translation>
    </message>
    <message>
        <source>x%1</source>
        <translation>x%1</translation>
    </message>
    <message>
        <source>%1 of memory (%2 bytes)</source>
        <translation>%1 de mémoire (%2 octets)</translation>
    </message>
    <message>
        <source>%1 memory bandwidth</source>
        <translation>%1 de bande passante mémoire</translation>
    </message>
    <message>
        <source>%1 dense FP32</source>
        <translation>%1 en FP32 dense</translation>
    </message>
    <message>
        <source>%1 dense FP16</source>
        <translation>%1 en FP16 dense</translation>
    </message>
    <message>
        <source>%1 dense BF16</source>
        <translation>%1 en BF16 dense</translation>
    </message>
    <message>
        <source>%1 thermal design power</source>
        <translation>%1 d&apos;enveloppe thermique (TDP)</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1 : %2</translation>
    </message>
    <message>
        <source>%1: unknown</source>
        <translation>%1 : inconnu</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <extracomment>a value&apos;s explanation, then where it came from</extracomment>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>Vendor</source>
        <translation>Fabricant</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <source>Segment</source>
        <translation>Segment</translation>
    </message>
    <message>
        <source>Family</source>
        <translation>Famille</translation>
    </message>
    <message>
        <source>Form factor</source>
        <translation>Format</translation>
    </message>
    <message>
        <source>Memory</source>
        <translation>Mémoire</translation>
    </message>
    <message>
        <source>Memory type</source>
        <translation>Type de mémoire</translation>
    </message>
    <message>
        <source>Bandwidth</source>
        <translation>Bande passante</translation>
    </message>
    <message>
        <source>FP32</source>
        <translation>FP32</translation>
    </message>
    <message>
        <source>FP16</source>
        <translation>FP16</translation>
    </message>
    <message>
        <source>BF16</source>
        <translation>BF16</translation>
    </message>
    <message>
        <source>TDP</source>
        <translation>TDP</translation>
    </message>
    <message>
        <source>PCIe</source>
        <translation>PCIe</translation>
    </message>
    <message>
        <source>ECC</source>
        <translation>ECC</translation>
    </message>
    <message>
        <source>Launch</source>
        <translation>Lancement</translation>
    </message>
    <message>
        <source>Purchase price</source>
        <translation>Prix d&apos;achat</translation>
    </message>
    <message>
        <source>Cloud price</source>
        <translation>Prix cloud</translation>
    </message>
    <message>
        <source>Memory capacity in GiB (1 GiB = 2^30 = 1,073,741,824 bytes)</source>
        <translation>Capacité mémoire en GiB (1 GiB = 2^30 = 1 073 741 824 octets)</translation>
    </message>
    <message>
        <source>Memory bandwidth in GB/s (1 GB/s = 10^9 bytes per second)</source>
        <translation>Bande passante mémoire en GB/s (1 GB/s = 10^9 octets par seconde)</translation>
    </message>
    <message>
        <source>Dense peak in TFLOPS (10^12 floating-point operations per second), without sparsity</source>
        <translation>Pic dense en TFLOPS (10^12 opérations en virgule flottante par seconde), sans parcimonie</translation>
    </message>
    <message>
        <source>Thermal design power in watts</source>
        <translation>Enveloppe thermique (TDP) en watts</translation>
    </message>
    <message>
        <source>PCIe generation and lane count</source>
        <translation>Génération PCIe et nombre de lignes</translation>
    </message>
    <message>
        <source>Whether the memory has error correction (ECC)</source>
        <translation>Indique si la mémoire dispose d&apos;une correction d&apos;erreurs (ECC)</translation>
    </message>
    <message>
        <source>Launch date (YYYY-MM)</source>
        <translation>Date de lancement (AAAA-MM)</translation>
    </message>
    <message>
        <source>Lowest one-off price per GPU in the catalog (MSRP, street, used or refurbished)</source>
        <translation>Prix d&apos;achat unitaire le plus bas par GPU dans le catalogue (prix public conseillé, prix du marché, d&apos;occasion ou reconditionné)</translation>
    </message>
    <message>
        <source>Lowest cloud price per GPU-hour in the catalog (on-demand, reserved or spot)</source>
        <translation>Prix cloud le plus bas par heure-GPU dans le catalogue (à la demande, réservé ou spot)</translation>
    </message>
    <message>
        <source>%1/h</source>
        <comment>price per GPU-hour</comment>
        <translation>%1/h</translation>
    </message>
    <message>
        <source>No cloud price for this GPU in the catalog</source>
        <translation>Aucun prix cloud pour ce GPU dans le catalogue</translation>
    </message>
    <message>
        <source>No purchase price for this GPU in the catalog</source>
        <translation>Aucun prix d&apos;achat pour ce GPU dans le catalogue</translation>
    </message>
    <message>
        <source>%1, %2 term</source>
        <translation>%1, durée %2</translation>
    </message>
    <message>
        <source>Lowest cloud price per GPU-hour: %1 (%2) from %3 on %4, %5 old</source>
        <translation>Prix cloud le plus bas par heure-GPU : %1 (%2) chez %3 le %4, il y a %5</translation>
    </message>
    <message>
        <source>Lowest purchase price per GPU: %1 (%2) from %3 on %4, %5 old</source>
        <translation>Prix d&apos;achat le plus bas par GPU : %1 (%2) chez %3 le %4, il y a %5</translation>
    </message>
</context>
<context>
    <name>GpuPlan::VramBreakdownChartBuilder</name>
    <message>
        <source>Memory per GPU: %1</source>
        <translation>Mémoire par GPU : %1</translation>
    </message>
    <message>
        <source>No SKU with a known memory size to show.</source>
        <translation>Aucune référence de taille mémoire connue à afficher.</translation>
    </message>
    <message>
        <source>Weights</source>
        <translation>Poids</translation>
    </message>
    <message>
        <source>KV cache</source>
        <translation>Cache KV</translation>
    </message>
    <message>
        <source>Activations</source>
        <translation>Activations</translation>
    </message>
    <message>
        <source>Runtime and reserve</source>
        <translation>Exécution et réserve</translation>
    </message>
    <message>
        <source>%1 (%2 GPUs)</source>
        <translation>%1 (%2 GPU)</translation>
    </message>
    <message>
        <source>%1: does not fit</source>
        <translation>%1 : ne tient pas</translation>
    </message>
    <message>
        <source>GiB per GPU</source>
        <translation>GiB par GPU</translation>
    </message>
    <message>
        <source>Usable capacity</source>
        <translation>Capacité utilisable</translation>
    </message>
</context>
<context>
    <name>GpuPlan::WorkloadForm</name>
    <message>
        <source>Service &amp;life:</source>
        <translation>Durée de &amp;vie :</translation>
    </message>
    <message>
        <source> years</source>
        <translation> ans</translation>
    </message>
    <message>
        <source>Re&amp;sidual value:</source>
        <translation>Valeur &amp;résiduelle :</translation>
    </message>
    <message>
        <source> %</source>
        <translation> %</translation>
    </message>
    <message>
        <source>&amp;Discount rate:</source>
        <translation>Taux d&apos;&amp;actualisation :</translation>
    </message>
    <message>
        <source>Ser&amp;ver uplift:</source>
        <translation>&amp;Surcoût serveur :</translation>
    </message>
    <message>
        <source>&amp;PUE:</source>
        <translation>&amp;PUE :</translation>
    </message>
    <message>
        <source>Load &amp;factor:</source>
        <translation>&amp;Facteur de charge :</translation>
    </message>
    <message>
        <source>Idle po&amp;wer:</source>
        <translation>Puissa&amp;nce au repos :</translation>
    </message>
    <message>
        <source>&amp;Host power per GPU:</source>
        <translation>Puissance &amp;hôte par GPU :</translation>
    </message>
    <message>
        <source> W</source>
        <translation> W</translation>
    </message>
    <message>
        <source>Ope&amp;x per year:</source>
        <translation>Ope&amp;x par an :</translation>
    </message>
    <message>
        <source>%1: %2 B parameters, up to %3 tokens of context</source>
        <translation>%1 : %2 Md de paramètres, jusqu&apos;à %3 jetons de contexte</translation>
    </message>
    <message>
        <source>Workload</source>
        <translation>Charge de travail</translation>
    </message>
    <message>
        <source>Cost assumptions</source>
        <translation>Hypothèses de coût</translation>
    </message>
    <message>
        <source>&amp;Model:</source>
        <translation>&amp;Modèle :</translation>
    </message>
    <message>
        <source>&amp;Weights:</source>
        <translation>Po&amp;ids :</translation>
    </message>
    <message>
        <source>&amp;KV cache:</source>
        <translation>Cache &amp;KV :</translation>
    </message>
    <message>
        <source>&amp;Engine:</source>
        <translation>Mot&amp;eur :</translation>
    </message>
    <message>
        <source>&amp;Input tokens:</source>
        <translation>&amp;Jetons d&apos;entrée :</translation>
    </message>
    <message>
        <source>&amp;Output tokens:</source>
        <translation>Jetons de s&amp;ortie :</translation>
    </message>
    <message>
        <source>&amp;Batch:</source>
        <translation>Lot (&amp;batch) :</translation>
    </message>
    <message>
        <source>&amp;GPUs per replica:</source>
        <translation>&amp;GPU par réplique :</translation>
    </message>
    <message>
        <source>&amp;Utilisation:</source>
        <translation>Taux d&apos;&amp;utilisation :</translation>
    </message>
    <message>
        <source>&amp;Rent at:</source>
        <translation>Tarif &amp;cloud :</translation>
    </message>
    <message>
        <source>The model to serve; type to search</source>
        <translation>Le modèle à servir ; tapez pour rechercher</translation>
    </message>
    <message>
        <source>How the weights are stored: bits per weight decide their memory and the compute precision of prefill</source>
        <translation>Format de stockage des poids : le nombre de bits par poids détermine leur mémoire et la précision de calcul du préremplissage</translation>
    </message>
    <message>
        <source>How the KV cache is stored; quantised caches are llama.cpp&apos;s</source>
        <translation>Format de stockage du cache KV ; les caches quantifiés sont ceux de llama.cpp</translation>
    </message>
    <message>
        <source>The inference engine, with its default memory settings</source>
        <translation>Le moteur d&apos;inférence, avec ses réglages mémoire par défaut</translation>
    </message>
    <message>
        <source>Prompt tokens per sequence, up to the model&apos;s context window</source>
        <translation>Jetons du prompt par séquence, dans la limite de la fenêtre de contexte du modèle</translation>
    </message>
    <message>
        <source>Generated tokens per sequence</source>
        <translation>Jetons générés par séquence</translation>
    </message>
    <message>
        <source>Concurrent sequences; &quot;max&quot; is the most that fit in memory</source>
        <translation>Séquences simultanées ; « max » correspond au plus grand nombre qui tient en mémoire</translation>
    </message>
    <message>
        <source>max</source>
        <translation>max</translation>
    </message>
    <message>
        <source>GPUs that hold one copy of the model (tensor or layer split)</source>
        <translation>GPU qui portent une copie du modèle (répartition par tenseurs ou par couches)</translation>
    </message>
    <message>
        <source>Share of the hours the GPUs do useful work: owned GPUs cost every hour, on-demand cloud GPUs only the hours used</source>
        <translation>Part des heures pendant lesquelles les GPU effectuent un travail utile : les GPU possédés coûtent chaque heure, les GPU cloud à la demande seulement les heures utilisées</translation>
    </message>
    <message>
        <source>Which cloud price to compare owning with</source>
        <translation>Le prix cloud auquel comparer l&apos;achat</translation>
    </message>
    <message>
        <source>Default: %1%2</source>
        <translation>Par défaut : %1%2</translation>
    </message>
    <message>
        <source>Electricity:</source>
        <translation>Électricité :</translation>
    </message>
    <message>
        <source>Set in Settings → Preferences</source>
        <translation>À régler dans Paramètres → Préférences</translation>
    </message>
    <message>
        <source>Restore defa&amp;ults</source>
        <translation>Rétablir les valeurs par &amp;défaut</translation>
    </message>
</context>
<context>
    <name>GpuPlan::WorkloadPage</name>
    <message>
        <source>%1 per kWh (Preferences)</source>
        <translation>%1 par kWh (Préférences)</translation>
    </message>
    <message>
        <source>Estimating…</source>
        <translation>Estimation…</translation>
    </message>
    <message>
        <source>Calibrating…</source>
        <translation>Étalonnage…</translation>
    </message>
    <message>
        <source>%1 of %2 GPUs fit</source>
        <translation>%1 GPU sur %2 tiennent en mémoire</translation>
    </message>
    <message>
        <source>%1, %2 shown</source>
        <translation>%1, %2 affichés</translation>
    </message>
    <message>
        <source>&amp;Table</source>
        <translation>&amp;Tableau</translation>
    </message>
    <message>
        <source>C&amp;harts</source>
        <translation>Graphi&amp;ques</translation>
    </message>
    <message>
        <source>&amp;Fits only</source>
        <translation>Seu&amp;lement ceux qui tiennent</translation>
    </message>
    <message>
        <source>Hide the GPUs whose memory cannot hold the workload</source>
        <translation>Masquer les GPU dont la mémoire ne peut pas contenir la charge de travail</translation>
    </message>
    <message>
        <source>Search GPUs…</source>
        <translation>Rechercher des GPU…</translation>
    </message>
    <message>
        <source>Show only one vendor&apos;s GPUs</source>
        <translation>N&apos;afficher que les GPU d&apos;un seul fabricant</translation>
    </message>
    <message>
        <source>All vendors</source>
        <translation>Tous les fabricants</translation>
    </message>
    <message>
        <source>Computing the estimates</source>
        <translation>Calcul des estimations</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
</context>
<context>
    <name>GpuPlan::WorkspaceStore</name>
    <message>
        <source>cannot store SKU %1: %2</source>
        <translation>impossible d&apos;enregistrer la référence %1 : %2</translation>
    </message>
    <message>
        <source>cannot store price %1: %2</source>
        <translation>impossible d&apos;enregistrer le prix %1 : %2</translation>
    </message>
    <message>
        <source>cannot store model %1: %2</source>
        <translation>impossible d&apos;enregistrer le modèle %1 : %2</translation>
    </message>
    <message>
        <source>cannot import SKU %1: %2</source>
        <translation>impossible d&apos;importer la référence %1 : %2</translation>
    </message>
    <message>
        <source>cannot import price %1 of SKU %2: %3</source>
        <translation>impossible d&apos;importer le prix %1 de la référence %2 : %3</translation>
    </message>
    <message>
        <source>cannot import model %1: %2</source>
        <translation>impossible d&apos;importer le modèle %1 : %2</translation>
    </message>
    <message>
        <source>Workspace %1: %2</source>
        <translation>Espace de travail %1 : %2</translation>
    </message>
    <message>
        <source>cannot create the folder %1</source>
        <translation>impossible de créer le dossier %1</translation>
    </message>
    <message>
        <source>the file is damaged or is not a GpuPlan workspace (%1)</source>
        <translation>le fichier est endommagé ou n&apos;est pas un espace de travail GpuPlan (%1)</translation>
    </message>
    <message>
        <source>the file is an SQLite database but not a GpuPlan workspace</source>
        <translation>le fichier est une base de données SQLite mais pas un espace de travail GpuPlan</translation>
    </message>
    <message>
        <source>it was written by a newer GpuPlan (workspace schema %1; this version reads up to %2). Update GpuPlan to open it.</source>
        <translation>il a été écrit par une version plus récente de GpuPlan (schéma d&apos;espace de travail %1 ; cette version lit jusqu&apos;au schéma %2). Mettez GpuPlan à jour pour l&apos;ouvrir.</translation>
    </message>
    <message>
        <source>schema step %1 is missing from this build</source>
        <translation>l&apos;étape de schéma %1 est absente de cette version</translation>
    </message>
    <message>
        <source>upgrade to schema %1 failed: %2</source>
        <translation>échec de la mise à niveau vers le schéma %1 : %2</translation>
    </message>
    <message>
        <source>no SKU with id &quot;%1&quot;</source>
        <translation>aucune référence d&apos;identifiant « %1 »</translation>
    </message>
    <message>
        <source>invalid value</source>
        <translation>valeur non valide</translation>
    </message>
</context>
<context>
    <name>UnitFormat</name>
    <message>
        <source>%1 %2</source>
        <comment>number and unit</comment>
        <extracomment>a number followed by its unit; translators may use a non-breaking space</extracomment>
        <translation>%1&#xa0;%2</translation>
    </message>
    <message>
        <source>B</source>
        <translation>B</translation>
    </message>
    <message>
        <source>KiB</source>
        <translation>KiB</translation>
    </message>
    <message>
        <source>MiB</source>
        <translation>MiB</translation>
    </message>
    <message>
        <source>GiB</source>
        <translation>GiB</translation>
    </message>
    <message>
        <source>TiB</source>
        <translation>TiB</translation>
    </message>
    <message>
        <source>PiB</source>
        <translation>PiB</translation>
    </message>
    <message>
        <source>TOPS</source>
        <translation>TOPS</translation>
    </message>
    <message>
        <source>in the future</source>
        <translation>dans le futur</translation>
    </message>
    <message numerus="yes">
        <source>%n day</source>
        <translation>
            <numerusform>%n jour</numerusform>
            <numerusform>%n jours</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n days</source>
        <translation>
            <numerusform>%n jour</numerusform>
            <numerusform>%n jours</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n month</source>
        <translation>
            <numerusform>%n mois</numerusform>
            <numerusform>%n mois</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n months</source>
        <translation>
            <numerusform>%n mois</numerusform>
            <numerusform>%n mois</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n year</source>
        <translation>
            <numerusform>%n an</numerusform>
            <numerusform>%n ans</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n years</source>
        <translation>
            <numerusform>%n an</numerusform>
            <numerusform>%n ans</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 %2</source>
        <comment>years and months</comment>
        <extracomment>an age: &quot;1 year&quot; followed by &quot;8 months&quot;</extracomment>
        <translation>%1 et %2</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>oui</translation>
    </message>
    <message>
        <source>no</source>
        <translation>non</translation>
    </message>
    <message>
        <source>“%1” is not one of: %2.</source>
        <translation>« %1 » ne fait pas partie de : %2.</translation>
    </message>
    <message>
        <source>Enter yes or no.</source>
        <translation>Saisissez oui ou non.</translation>
    </message>
    <message>
        <source>Enter a number.</source>
        <translation>Saisissez un nombre.</translation>
    </message>
    <message>
        <source>Enter a number in %1.</source>
        <translation>Saisissez un nombre en %1.</translation>
    </message>
    <message>
        <source>Enter a whole number.</source>
        <translation>Saisissez un nombre entier.</translation>
    </message>
    <message>
        <source>The value must be greater than zero.</source>
        <translation>La valeur doit être supérieure à zéro.</translation>
    </message>
    <message>
        <source>The value must be at least %1.</source>
        <translation>La valeur doit être au moins égale à %1.</translation>
    </message>
    <message>
        <source>The value must be at most %1.</source>
        <translation>La valeur doit être au plus égale à %1.</translation>
    </message>
    <message>
        <source>Yes</source>
        <translation>Oui</translation>
    </message>
    <message>
        <source>No</source>
        <translation>Non</translation>
    </message>
    <message>
        <source>Gen %1</source>
        <translation>Gen %1</translation>
    </message>
    <message>
        <source>x%1</source>
        <translation>x%1</translation>
    </message>
    <message>
        <source>This field cannot be empty.</source>
        <translation>Ce champ ne peut pas être vide.</translation>
    </message>
    <message>
        <source>Enter a date as YYYY-MM or YYYY-MM-DD.</source>
        <translation>Saisissez une date au format AAAA-MM ou AAAA-MM-JJ.</translation>
    </message>
    <message>
        <source>ID</source>
        <translation>ID</translation>
    </message>
    <message>
        <source>Vendor</source>
        <translation>Fabricant</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <source>Family</source>
        <translation>Famille</translation>
    </message>
    <message>
        <source>Segment</source>
        <translation>Segment</translation>
    </message>
    <message>
        <source>Form factor</source>
        <translation>Format</translation>
    </message>
    <message>
        <source>Memory</source>
        <translation>Mémoire</translation>
    </message>
    <message>
        <source>Memory type</source>
        <translation>Type de mémoire</translation>
    </message>
    <message>
        <source>Memory bandwidth</source>
        <translation>Bande passante mémoire</translation>
    </message>
    <message>
        <source>FP64 dense peak</source>
        <translation>Pic dense FP64</translation>
    </message>
    <message>
        <source>FP32 dense peak</source>
        <translation>Pic dense FP32</translation>
    </message>
    <message>
        <source>FP16 dense peak</source>
        <translation>Pic dense FP16</translation>
    </message>
    <message>
        <source>BF16 dense peak</source>
        <translation>Pic dense BF16</translation>
    </message>
    <message>
        <source>FP8 dense peak</source>
        <translation>Pic dense FP8</translation>
    </message>
    <message>
        <source>INT8 dense peak</source>
        <translation>Pic dense INT8</translation>
    </message>
    <message>
        <source>FP4 dense peak</source>
        <translation>Pic dense FP4</translation>
    </message>
    <message>
        <source>TDP</source>
        <translation>TDP</translation>
    </message>
    <message>
        <source>PCIe generation</source>
        <translation>Génération PCIe</translation>
    </message>
    <message>
        <source>PCIe lanes</source>
        <translation>Lignes PCIe</translation>
    </message>
    <message>
        <source>Interconnect</source>
        <translation>Interconnexion</translation>
    </message>
    <message>
        <source>ECC</source>
        <translation>ECC</translation>
    </message>
    <message>
        <source>Launch date</source>
        <translation>Date de lancement</translation>
    </message>
    <message>
        <source>Software stack</source>
        <translation>Pile logicielle</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Notes</translation>
    </message>
    <message>
        <source>GB/s</source>
        <translation>GB/s</translation>
    </message>
    <message>
        <source>TFLOPS</source>
        <translation>TFLOPS</translation>
    </message>
    <message>
        <source>W</source>
        <translation>W</translation>
    </message>
    <message>
        <source>NVIDIA</source>
        <translation>NVIDIA</translation>
    </message>
    <message>
        <source>AMD</source>
        <translation>AMD</translation>
    </message>
    <message>
        <source>Intel</source>
        <translation>Intel</translation>
    </message>
    <message>
        <source>Datacenter</source>
        <translation>Centre de données</translation>
    </message>
    <message>
        <source>Workstation</source>
        <translation>Station de travail</translation>
    </message>
    <message>
        <source>Consumer</source>
        <translation>Grand public</translation>
    </message>
    <message>
        <source>MSRP</source>
        <translation>Prix public conseillé</translation>
    </message>
    <message>
        <source>Street</source>
        <translation>Prix du marché</translation>
    </message>
    <message>
        <source>Used</source>
        <translation>D&apos;occasion</translation>
    </message>
    <message>
        <source>Refurbished</source>
        <translation>Reconditionné</translation>
    </message>
    <message>
        <source>Cloud on-demand</source>
        <translation>Cloud à la demande</translation>
    </message>
    <message>
        <source>Cloud reserved</source>
        <translation>Cloud réservé</translation>
    </message>
    <message>
        <source>Cloud spot</source>
        <translation>Cloud spot</translation>
    </message>
    <message>
        <source>per GPU</source>
        <translation>par GPU</translation>
    </message>
    <message>
        <source>per GPU-hour</source>
        <translation>par heure-GPU</translation>
    </message>
    <message>
        <source>Datasheet</source>
        <translation>Fiche technique</translation>
    </message>
    <message>
        <source>Measured</source>
        <translation>Mesuré</translation>
    </message>
    <message>
        <source>Imported</source>
        <translation>Importé</translation>
    </message>
    <message>
        <source>Edited by you</source>
        <translation>Modifié par vous</translation>
    </message>
    <message>
        <source>Derived</source>
        <translation>Dérivé</translation>
    </message>
    <message>
        <source>edited by you</source>
        <translation>modifié par vous</translation>
    </message>
    <message>
        <source>edited by you on %1</source>
        <translation>modifié par vous le %1</translation>
    </message>
    <message>
        <source>converted from %1 at %2 %3 per USD (your setting)</source>
        <translation>converti depuis %1 au taux de %2 %3 pour 1 USD (votre réglage)</translation>
    </message>
</context>
<context>
    <name>Workspace</name>
    <message>
        <source>The catalog shipped with this build is invalid: %1</source>
        <translation>Le catalogue livré avec cette version est invalide : %1</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Use the workspace file PATH.</source>
        <translation>Utiliser le fichier d&apos;espace de travail PATH.</translation>
    </message>
    <message>
        <source>Print JSON instead of text.</source>
        <translation>Afficher du JSON au lieu de texte.</translation>
    </message>
    <message>
        <source>Only SKUs of VENDOR.</source>
        <translation>Uniquement les références du fabricant VENDOR.</translation>
    </message>
    <message>
        <source>Only SKUs of SEGMENT (datacenter, workstation, consumer).</source>
        <translation>Uniquement les références du segment SEGMENT (datacenter, workstation, consumer).</translation>
    </message>
    <message>
        <source>The command to run.</source>
        <translation>La commande à exécuter.</translation>
    </message>
    <message>
        <source>GPU capacity and procurement planning</source>
        <translation>Planification de la capacité et des achats de GPU</translation>
    </message>
    <message>
        <source>Open the workspace file PATH.</source>
        <translation>Ouvrir le fichier d&apos;espace de travail PATH.</translation>
    </message>
    <message>
        <source>The GPU: an id or part of its name.</source>
        <translation>Le GPU : un identifiant ou une partie de son nom.</translation>
    </message>
    <message>
        <source>The model: an id or part of its name.</source>
        <translation>Le modèle : un identifiant ou une partie de son nom.</translation>
    </message>
    <message>
        <source>Weight format (default bf16).</source>
        <translation>Format des poids (par défaut bf16).</translation>
    </message>
    <message>
        <source>KV cache format (default fp16).</source>
        <translation>Format du cache KV (par défaut fp16).</translation>
    </message>
    <message>
        <source>Prompt tokens per sequence (default 4096).</source>
        <translation>Jetons du prompt par séquence (par défaut 4096).</translation>
    </message>
    <message>
        <source>Generated tokens per sequence (default 256).</source>
        <translation>Jetons générés par séquence (par défaut 256).</translation>
    </message>
    <message>
        <source>Concurrent sequences, or max (default 1).</source>
        <translation>Séquences simultanées, ou max (par défaut 1).</translation>
    </message>
    <message>
        <source>GPUs per replica (default 1).</source>
        <translation>GPU par réplique (par défaut 1).</translation>
    </message>
    <message>
        <source>vllm, trtllm, llamacpp or transformers (default vllm).</source>
        <translation>vllm, trtllm, llamacpp ou transformers (par défaut vllm).</translation>
    </message>
    <message>
        <source>GpuPlan command line.

Commands:
  catalog list [--vendor V] [--segment S]   list the GPU SKUs
  catalog show SKU                          one SKU with its prices and provenance
  catalog export FILE                       write the catalog (with your edits) as JSON
  catalog import FILE                       add or replace SKUs, prices and models from JSON
  models list                               list the model architectures
  models show MODEL                         one model architecture
  estimate --sku SKU --model MODEL [...]    VRAM fit, speed and cost of MODEL on SKU (JSON)
  sweep --model MODEL [...]                 the same for every SKU of the catalog (JSON)
    estimate/sweep options: --weights FORMAT (bf16, fp16, fp8, int8, int4, q8_0, q6_k, q5_k_m,
    q4_k_m, q4_0), --kv FORMAT (fp16, bf16, fp8, q8_0, q4_0), --context N, --output-tokens N,
    --batch N|max, --gpus N, --engine vllm|trtllm|llamacpp|transformers; pin a calibrated
    parameter with --bandwidth-efficiency X, --compute-efficiency X, --step-overhead-ms MS

SKU and MODEL are an id or an unambiguous part of a name (&quot;RTX 4090&quot;, &quot;Llama-3-8B&quot;).
Exit codes: 0 success, 1 usage, 2 not found or ambiguous, 3 workspace error, 4 invalid input.</source>
        <translation>Ligne de commande de GpuPlan.

Commandes :
  catalog list [--vendor V] [--segment S]   liste les références de GPU
  catalog show SKU                          une référence avec ses prix et leur provenance
  catalog export FILE                       écrit le catalogue (avec vos modifications) en JSON
  catalog import FILE                       ajoute ou remplace des références, prix et modèles depuis un JSON
  models list                               liste les architectures de modèles
  models show MODEL                         une architecture de modèle
  estimate --sku SKU --model MODEL [...]    tenue en mémoire, vitesse et coût de MODEL sur SKU (JSON)
  sweep --model MODEL [...]                 la même chose pour chaque référence du catalogue (JSON)
    options de estimate/sweep : --weights FORMAT (bf16, fp16, fp8, int8, int4, q8_0, q6_k, q5_k_m,
    q4_k_m, q4_0), --kv FORMAT (fp16, bf16, fp8, q8_0, q4_0), --context N, --output-tokens N,
    --batch N|max, --gpus N, --engine vllm|trtllm|llamacpp|transformers ; fixez un paramètre
    calibré avec --bandwidth-efficiency X, --compute-efficiency X, --step-overhead-ms MS

SKU et MODEL sont un identifiant ou une partie non ambiguë d&apos;un nom (&quot;RTX 4090&quot;, &quot;Llama-3-8B&quot;).
Codes de sortie : 0 succès, 1 usage, 2 introuvable ou ambigu, 3 erreur d&apos;espace de travail, 4 entrée invalide.</translation>
    </message>
    <message>
        <source>Pin the decode bandwidth efficiency (0-1) in the calibration.</source>
        <translation>Fixe l&apos;efficacité de bande passante du décodage (0-1) dans la calibration.</translation>
    </message>
    <message>
        <source>Pin the compute efficiency in the calibration.</source>
        <translation>Fixe l&apos;efficacité de calcul dans la calibration.</translation>
    </message>
    <message>
        <source>Pin the fixed time per decode step, in milliseconds.</source>
        <translation>Fixe le temps fixe par pas de décodage, en millisecondes.</translation>
    </message>
</context>
</TS>
